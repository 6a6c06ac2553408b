// A labelled text area, with a hint and a problem tied to it.
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame, controlClass, useFieldIds } from './FieldFrame';

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: ReactNode; hint?: ReactNode; problem?: string };

export function TextArea({ label, hint, problem, id, ...area }: TextAreaProps) {
  const ids = useFieldIds(id, hint, problem);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} problem={problem}>
      <textarea id={ids.control} className={controlClass} aria-describedby={ids.describedBy} aria-invalid={problem ? true : undefined} {...area} />
    </FieldFrame>
  );
}
