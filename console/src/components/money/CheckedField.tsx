// A field checked with the server as the person types (lib/liveCheck): it
// says whether the check is running, passed or failed, and marks the input
// invalid when it failed.
import type { InputHTMLAttributes } from 'react';
import { describe } from '../../lib/errors';
import type { CheckState } from '../../lib/liveCheck';
import { FieldFrame, controlClass, useFieldIds } from '../ui/FieldFrame';

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
  const ids = useFieldIds(id, hint, problem);
  const checkId = ids.control + '-check';
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
    <FieldFrame ids={ids} label={label} hint={hint} problem={problem}>
      <input id={ids.control} className={controlClass} aria-describedby={[checkId, ids.describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined} autoComplete="off" spellCheck={false} {...input} />
      <p id={checkId} className={cls} role="status" data-check={state.status === 'done' ? (state.result.valid ? 'valid' : 'invalid') : state.status}>
        {text}
      </p>
    </FieldFrame>
  );
}
