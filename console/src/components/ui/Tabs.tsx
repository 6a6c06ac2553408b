// Links between a page's sections, each a URL of its own, the one shown
// marked as the current page.
import { Link } from '../../lib/router';
import styles from './Tabs.module.css';

/** A tab: a console path, and whether it is the one shown. */
export interface Tab {
  to: string;
  label: string;
  current: boolean;
}

export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      <ul className={styles.list}>
        {tabs.map((t) => (
          <li key={t.to}>
            <Link to={t.to} className={styles.tab} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
