// A list's filters: a search form of fields side by side (two a row on a
// phone), with a button to clear them when any is set. What they hold is
// usually in the URL, so the form submits nothing unless told.
import type { FormEvent, ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import styles from './Filters.module.css';

export function Filters({ label, onSubmit, onClear, clearLabel = 'Clear the filters', className, children }: {
  /** What is filtered, for screen readers ("Filter the audit log"). */
  label: string;
  /** For filters applied with a button (children hold it); others apply as they change. */
  onSubmit?: (e: FormEvent) => void;
  /** Shown when given: clears the filters. */
  onClear?: () => void;
  clearLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form className={cx(styles.filters, className)} role="search" aria-label={label} onSubmit={onSubmit ?? ((e) => e.preventDefault())}>
      {children}
      {onClear && (
        <Button variant="quiet" className={styles.clear} onClick={onClear}>
          {clearLabel}
        </Button>
      )}
    </form>
  );
}
