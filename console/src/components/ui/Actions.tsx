// A row of buttons: under a form, at the foot of a dialog (end), beside a
// page's title.
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Actions.module.css';

export function Actions({ end, label, className, children }: {
  /** Pushed to the end of the row (a dialog's Cancel and confirm). */
  end?: boolean;
  /** Names the row as a group, for screen readers. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.actions, end && styles.end, className)} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
