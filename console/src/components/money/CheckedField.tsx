// A field checked with the server as the person types (lib/liveCheck): it
// says whether the check is running, passed or failed, and marks the input
// invalid when it failed.
import { useId, type InputHTMLAttributes } from 'react';
import { describe } from '../../lib/errors';
import type { CheckState } from '../../lib/liveCheck';

/** What a check answers. */
export interface Verdict {
  valid: boolean;
  message?: string | null;
}

type Props<I> = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  state: CheckState<I, Verdict>;
  /** What to say when the check passed ("A valid Base address"). */
  validText: string;
  /** A problem of the form's own (a missing value), or the server's for the field. */
  problem?: string;
};

export function CheckedField<I>({ label, hint, state, validText, problem, id, ...input }: Props<I>) {
  const generated = useId();
  const inputId = id ?? generated;
  let text = '';
  let cls = 'check-state';
  if (state.status === 'checking') text = 'Checking…';
  else if (state.status === 'failed') text = `It could not be checked: ${describe(state.error).message}`;
  else if (state.status === 'done' && state.result.valid) {
    text = '✓ ' + validText;
    cls += ' check-ok';
  } else if (state.status === 'done') {
    text = '✗ ' + (state.result.message || 'Not valid.');
    cls += ' check-bad';
  }
  const invalid = (state.status === 'done' && !state.result.valid) || !!problem;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-describedby={`${inputId}-check${hint ? ` ${inputId}-hint` : ''}${problem ? ` ${inputId}-problem` : ''}`}
        aria-invalid={invalid || undefined} autoComplete="off" spellCheck={false} {...input} />
      {hint && (
        <p id={`${inputId}-hint`} className="hint">
          {hint}
        </p>
      )}
      <p id={`${inputId}-check`} className={cls} role="status" data-check={state.status === 'done' ? (state.result.valid ? 'valid' : 'invalid') : state.status}>
        {text}
      </p>
      {problem && (
        <p id={`${inputId}-problem`} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}
