// The events a webhook endpoint receives: every one, or those checked
// (families by their prefix, or single types) and any typed by hand.
import { useId } from 'react';
import { Check } from '../ui/Check';
import { Field } from '../ui/Field';
import { Fieldset } from '../ui/Fieldset';
import { EVENT_FAMILIES, covers, toggle, type EventSelection } from './eventTypes';

export function EventTypesField({ value, onChange, problem }: { value: EventSelection; onChange: (s: EventSelection) => void; problem?: string }) {
  const id = useId();
  return (
    <Fieldset legend="Events to send" problem={problem}>
      <div className="radios">
        <Check type="radio" name={id + '-scope'} label="Every event" checked={value.all} onChange={() => onChange({ ...value, all: true })} />
        <Check type="radio" name={id + '-scope'} label="Only the events chosen below" checked={!value.all}
          onChange={() => onChange({ ...value, all: false })} />
      </div>
      {!value.all && (
        <>
          {EVENT_FAMILIES.map((f) => {
            const whole = value.checked.has(f.prefix);
            return (
              <div className="family" key={f.prefix} role="group" aria-label={`${f.label}: all ${f.prefix}`}>
                <Check className="family-head" checked={whole} onChange={(e) => onChange(toggle(value, f.prefix, e.target.checked))}
                  label={
                    <>
                      {f.label}: all <code>{f.prefix}</code>
                    </>
                  } />
                <ul className="checks checks-wide">
                  {f.types.map((t) => (
                    <li key={t}>
                      <Check label={<code>{t}</code>} disabled={whole} checked={whole ? covers(f.prefix, t) : value.checked.has(t)}
                        onChange={(e) => onChange(toggle(value, t, e.target.checked))} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          <Field label="Other types or prefixes" value={value.other} onChange={(e) => onChange({ ...value, other: e.target.value })}
            autoComplete="off" spellCheck={false}
            hint={
              <>
                Separated by commas; a prefix ends in <code>*</code>, such as <code>verification.*</code>.
              </>
            } />
        </>
      )}
    </Fieldset>
  );
}
