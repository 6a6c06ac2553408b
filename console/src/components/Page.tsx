// The layout of every page: the way up to it (breadcrumbs), its heading
// (focused when the page is opened or its title changes, for screen
// readers and keyboards) with its actions and a link to its help, then its
// content, or the state of the query it shows: loading, failed (with what
// happened and a retry), or empty.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, appPath, useLocation } from '../lib/router';
import { helpHref, match } from '../routes';
import { Actions } from './ui/Actions';
import { buttonClass } from './ui/Button';
import { QueryState, type QueryStateProps } from './ui/QueryState';
import styles from './Page.module.css';

/** A step of the way to a page: a link, or (the last) the page itself. */
export interface Crumb {
  label: string;
  /** A console path; none for the page shown. */
  to?: string;
}

/** A page's heading and the state of its query (QueryState: loading, error and retry, empty). */
export interface PageProps extends QueryStateProps {
  /** The page's h1, and the window's title. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons beside the title (such as "New workflow"). */
  actions?: ReactNode;
  /** The way to an object's page: its list, then the object ("Verifications › ses_1"). */
  crumbs?: readonly Crumb[];
}

/** Page is a page of the console. */
export function Page({ title, description, actions, crumbs, loading, error, onRetry, empty, emptyMessage, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  const route = match(appPath(pathname));
  useEffect(() => {
    document.title = `${title} · Meridian`;
  }, [title]);
  // A new page, or a new step of one (its title changes): the focus
  // moves to its heading.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [pathname, title]);
  return (
    <div className="page">
      {crumbs && crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} />}
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {(actions || route) && (
          <Actions>
            {actions}
            {route && (
              <a className={buttonClass('quiet', 'small')} href={helpHref(route.item)} target="_blank" rel="noopener noreferrer">
                Help<span className="sr-only"> with {route.item.label} (opens in a new tab)</span>
              </a>
            )}
          </Actions>
        )}
      </div>
      {description && <p className="page-description">{description}</p>}
      <QueryState loading={loading} error={error} onRetry={onRetry} empty={empty} emptyMessage={emptyMessage}>
        {children}
      </QueryState>
    </div>
  );
}

function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.crumbs}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={i}>
            {c.to ? (
              <Link to={c.to}>{c.label}</Link>
            ) : (
              <span aria-current={i === crumbs.length - 1 ? 'page' : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** NotFound is the page for a path below a page that leads nowhere, with a way back to the page. */
export function NotFound({ to, label }: { to: string; label: string }) {
  return (
    <Page title="Page not found">
      <p>
        There is no such page. <Link to={to}>{label}</Link>.
      </p>
    </Page>
  );
}
