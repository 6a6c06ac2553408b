// A checkbox or a radio button with its label beside it and, under the
// label, a hint tied to it.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { useFieldIds } from './FieldFrame';
import styles from './Check.module.css';

type CheckProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  type?: 'checkbox' | 'radio';
};

export function Check({ label, hint, type = 'checkbox', id, className, ...input }: CheckProps) {
  const ids = useFieldIds(id, hint, null);
  return (
    <div className={cx(styles.check, className)}>
      <input id={ids.control} type={type} className={styles.box} aria-describedby={ids.describedBy} {...input} />
      <div>
        <label htmlFor={ids.control}>{label}</label>
        {hint && (
          <p id={ids.hint} className="hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
