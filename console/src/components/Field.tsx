// A labelled form field, with a hint and an error tied to its input.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  /** The server's message for this field. */
  problem?: string;
};

export function Field({ label, hint, problem, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? inputId + '-hint' : undefined;
  const problemId = problem ? inputId + '-problem' : undefined;
  const describedBy = [hintId, problemId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-describedby={describedBy} aria-invalid={problem ? true : undefined} {...input} />
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={problemId} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
