// A group of controls under a legend, with a hint and a problem for the
// whole group.
import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import { fieldIds } from './FieldFrame';
import styles from './Fieldset.module.css';

export function Fieldset({ legend, hint, problem, className, children }: {
  legend: ReactNode;
  hint?: ReactNode;
  problem?: string;
  className?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(useId(), !!hint, !!problem);
  return (
    <fieldset className={cx(styles.fieldset, className)} aria-describedby={ids.describedBy} aria-invalid={problem ? true : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={ids.hint} className="hint">
          {hint}
        </p>
      )}
      {children}
      {problem && (
        <p id={ids.problem} className={styles.problem}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}
