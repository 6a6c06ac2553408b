// A labelled text input, with a hint and a problem tied to it.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { FieldFrame, controlClass, useFieldIds } from './FieldFrame';

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  hint?: ReactNode;
  /** What is wrong with the value (the server's message for this field, or the form's own). */
  problem?: string;
  ref?: Ref<HTMLInputElement>;
};

export function Field({ label, hint, problem, id, className, ...input }: FieldProps) {
  const ids = useFieldIds(id, hint, problem);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} problem={problem}>
      <input id={ids.control} className={cx(controlClass, className)} aria-describedby={ids.describedBy} aria-invalid={problem ? true : undefined}
        {...input} />
    </FieldFrame>
  );
}
