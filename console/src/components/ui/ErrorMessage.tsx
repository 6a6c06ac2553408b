// A failed action's message in a form (the server's words for it), or a
// problem the form found itself; inline, a field's own problem beside it.
import type { ReactNode } from 'react';
import { describe } from '../../lib/errors';
import { cx } from './cx';
import styles from './ErrorMessage.module.css';

/**
 * ErrorMessage shows children, or else error's message; nothing without
 * either. It is an alert: screen readers say it when it appears.
 */
export function ErrorMessage({ error, children, inline }: { error?: unknown; children?: ReactNode; inline?: boolean }) {
  const text = children ?? (error ? describe(error).message : null);
  if (text === null || text === undefined || text === '') return null;
  return (
    <div className={cx(styles.error, inline && styles.inline)} role="alert">
      {text}
    </div>
  );
}
