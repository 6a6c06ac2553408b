// The events a webhook endpoint receives: every one, or those checked
// (families by their prefix, or single types) and any typed by hand.
import { useId } from 'react';
import { EVENT_FAMILIES, covers, toggle, type EventSelection } from './eventTypes';

export function EventTypesField({ value, onChange, problem }: { value: EventSelection; onChange: (s: EventSelection) => void; problem?: string }) {
  const id = useId();
  const problemId = problem ? id + '-problem' : undefined;
  return (
    <fieldset className="fieldset" aria-describedby={problemId} aria-invalid={problem ? true : undefined}>
      <legend>Events to send</legend>
      <div className="radios">
        <label className="check">
          <input type="radio" name={id + '-scope'} checked={value.all} onChange={() => onChange({ ...value, all: true })} />
          Every event
        </label>
        <label className="check">
          <input type="radio" name={id + '-scope'} checked={!value.all} onChange={() => onChange({ ...value, all: false })} />
          Only the events chosen below
        </label>
      </div>
      {!value.all && (
        <>
          {EVENT_FAMILIES.map((f) => {
            const whole = value.checked.has(f.prefix);
            return (
              <div className="family" key={f.prefix} role="group" aria-labelledby={id + f.prefix}>
                <label className="check family-head" id={id + f.prefix}>
                  <input type="checkbox" checked={whole} onChange={(e) => onChange(toggle(value, f.prefix, e.target.checked))} />
                  <span>
                    {f.label}: all <code>{f.prefix}</code>
                  </span>
                </label>
                {(
                  <ul className="checks checks-wide">
                    {f.types.map((t) => (
                      <li key={t}>
                        <label className="check">
                          <input type="checkbox" disabled={whole} checked={whole ? covers(f.prefix, t) : value.checked.has(t)}
                            onChange={(e) => onChange(toggle(value, t, e.target.checked))} />
                          <code>{t}</code>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
          <div className="field family">
            <label htmlFor={id + '-other'}>Other types or prefixes</label>
            <input id={id + '-other'} value={value.other} onChange={(e) => onChange({ ...value, other: e.target.value })}
              aria-describedby={id + '-other-hint'} autoComplete="off" spellCheck={false} />
            <p id={id + '-other-hint'} className="hint">
              Separated by commas; a prefix ends in <code>*</code>, such as <code>verification.*</code>.
            </p>
          </div>
        </>
      )}
      {problem && (
        <p id={problemId} className="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
