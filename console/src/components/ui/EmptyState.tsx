// Nothing to show, said plainly, with what to do about it.
import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

/** EmptyState stands where a list or a page has nothing to show. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return <div className={styles.empty}>{children ?? <p>Nothing here yet.</p>}</div>;
}
