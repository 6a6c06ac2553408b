// What every labelled control shares: its label, a hint and a problem under
// it, tied to the control by id (aria-describedby), and the control's look.
// Field, Select and TextArea are a FieldFrame around their control.
import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './FieldFrame.module.css';

/** The look of a text input, select or text area. */
export const controlClass = styles.control;

/** The ids of a control and of the hint and problem that describe it. */
export interface FieldIds {
  control: string;
  hint?: string;
  problem?: string;
  /** The control's aria-describedby. */
  describedBy?: string;
}

/** fieldIds names a control (id, or generated) and, when they are shown, its hint and problem. */
export function fieldIds(id: string, hint: boolean, problem: boolean): FieldIds {
  const h = hint ? id + '-hint' : undefined;
  const p = problem ? id + '-problem' : undefined;
  return { control: id, hint: h, problem: p, describedBy: [h, p].filter(Boolean).join(' ') || undefined };
}

/** useFieldIds is fieldIds with a generated id where none is given. */
export function useFieldIds(id: string | undefined, hint: ReactNode, problem: ReactNode): FieldIds {
  const generated = useId();
  return fieldIds(id ?? generated, !!hint, !!problem);
}

export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  problem?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** FieldFrame is a control (children) under its label, over its hint and problem. */
export function FieldFrame({ ids, label, hint, problem, className, children }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label className={styles.label} htmlFor={ids.control}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hint} className="hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={ids.problem} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
