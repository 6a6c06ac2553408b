// The form of a workflow: its name, stages in order, documents, address
// check and thresholds, each with the server's messages beside it.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { unclaimed, type FieldProblems } from '../../lib/fields';
import { Field } from '../Field';
import { ErrorMessage } from '../Page';
import { ADDRESS_METHODS, DOCUMENT_TYPES, STAGES, THRESHOLDS, move, toggled, type WorkflowForm } from './form';

/** The fields with a place of their own in the form (as the server names them). */
const SHOWN = ['name', 'stages', 'documentTypes', 'address.methods', 'address.onFail', 'address.autoApproveThreshold', 'isDefault',
  ...THRESHOLDS.map((t) => 'thresholds.' + t.key)];

function Group({ legend, problem, hint, children }: { legend: string; problem?: string; hint?: ReactNode; children: ReactNode }) {
  const id = useId();
  const described = [hint ? id + '-hint' : '', problem ? id + '-problem' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className="fieldset" aria-describedby={described} aria-invalid={problem ? true : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={id + '-hint'} className="hint">
          {hint}
        </p>
      )}
      {children}
      {problem && (
        <p id={id + '-problem'} className="field-error">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

export interface WorkflowEditorProps {
  initial: WorkflowForm;
  /** Whether the person may change it (DEVELOP). */
  editable: boolean;
  submitLabel: string;
  busy: boolean;
  /** Messages per field: the server's, or the form's own. */
  problems: FieldProblems;
  /** The failure, when it is not about fields. */
  error: unknown;
  onSubmit: (f: WorkflowForm) => void;
  /** Already the default (it cannot be unmade: another is made the default instead). */
  isDefault: boolean;
  /** Archived workflows cannot be made the default. */
  archived: boolean;
}

export function WorkflowEditor({ initial, editable, submitLabel, busy, problems, error, onSubmit, isDefault, archived }: WorkflowEditorProps) {
  const [f, setF] = useState(initial);
  const p = (name: string) => problems[name]?.join(' ');
  const other = unclaimed(problems, SHOWN);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(f);
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate aria-label="Workflow settings">
      <fieldset className="plain" disabled={!editable}>
        <div className="form">
          <Field label="Name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} problem={p('name')} required maxLength={200} autoComplete="off" />

          <Group legend="Stages, in order" problem={p('stages')} hint="The widget takes them in this order. Face match needs the document and liveness stages.">
            <ol className="stage-list">
              {f.stages.map((s, i) => {
                const label = STAGES.find((x) => x.value === s.stage)?.label ?? s.stage;
                return (
                  <li key={s.stage}>
                    <span className="stage-order" aria-hidden="true">
                      {s.on ? f.stages.slice(0, i + 1).filter((x) => x.on).length + '.' : '–'}
                    </span>
                    <label className="check">
                      <input type="checkbox" checked={s.on}
                        onChange={(e) => setF({ ...f, stages: f.stages.map((x, j) => (j === i ? { ...x, on: e.target.checked } : x)) })} />
                      {label}
                    </label>
                    <button type="button" className="button button-small button-icon" disabled={i === 0} aria-label={`Move ${label} up`}
                      title="Move up" onClick={() => setF({ ...f, stages: move(f.stages, i, -1) })}>
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button type="button" className="button button-small button-icon" disabled={i === f.stages.length - 1} aria-label={`Move ${label} down`}
                      title="Move down" onClick={() => setF({ ...f, stages: move(f.stages, i, 1) })}>
                      <span aria-hidden="true">↓</span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </Group>

          <Group legend="Documents accepted" problem={p('documentTypes')}>
            <div className="checks">
              {DOCUMENT_TYPES.map((d) => (
                <label className="check" key={d.value}>
                  <input type="checkbox" checked={f.documentTypes.includes(d.value)}
                    onChange={(e) => setF({ ...f, documentTypes: toggled(f.documentTypes, d.value, e.target.checked) })} />
                  {d.label}
                </label>
              ))}
            </div>
          </Group>

          <Group legend="Address check" hint="Used when the address stage is on.">
            <Group legend="How the address is checked" problem={p('address.methods')}>
              <div className="checks">
                {ADDRESS_METHODS.map((m) => (
                  <label className="check" key={m.value}>
                    <input type="checkbox" checked={f.addressMethods.includes(m.value)}
                      onChange={(e) => setF({ ...f, addressMethods: toggled(f.addressMethods, m.value, e.target.checked) })} />
                    {m.label}
                  </label>
                ))}
              </div>
            </Group>
            <Group legend="When it fails" problem={p('address.onFail')}>
              <div className="checks">
                {(['REVIEW', 'REJECT'] as const).map((v) => (
                  <label className="check" key={v}>
                    <input type="radio" name="on-fail" checked={f.onFail === v} onChange={() => setF({ ...f, onFail: v })} />
                    {v === 'REVIEW' ? 'Send the case to review' : 'Reject the verification'}
                  </label>
                ))}
              </div>
            </Group>
            <Field label="Score to approve an address automatically" inputMode="decimal" value={f.autoApproveThreshold}
              onChange={(e) => setF({ ...f, autoApproveThreshold: e.target.value })} problem={p('address.autoApproveThreshold')} hint="From 0 to 1." />
          </Group>

          <Group legend="Thresholds" hint="Scores from 0 to 1: a check below its threshold sends the case to review.">
            <div className="form-grid">
              {THRESHOLDS.map((t) => (
                <Field key={t.key} label={t.label} inputMode="decimal" value={f.thresholds[t.key]}
                  onChange={(e) => setF({ ...f, thresholds: { ...f.thresholds, [t.key]: e.target.value } })} problem={p('thresholds.' + t.key)} />
              ))}
            </div>
          </Group>

          {isDefault ? (
            <p className="notice">This is the default workflow: sessions that name none use it. Make another one the default to change that.</p>
          ) : (
            !archived && (
              <label className="check">
                <input type="checkbox" checked={f.isDefault} onChange={(e) => setF({ ...f, isDefault: e.target.checked })} />
                Make it the default workflow
              </label>
            )
          )}
        </div>
      </fieldset>
      {other.length > 0 ? (
        <p className="form-error" role="alert">
          {other.join(' ')}
        </p>
      ) : (
        Object.keys(problems).length === 0 && <ErrorMessage error={error} />
      )}
      {Object.keys(problems).length > 0 && other.length === 0 && (
        <p className="form-error" role="alert">
          Some settings need a change: see the messages beside them.
        </p>
      )}
      {editable && (
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      )}
    </form>
  );
}
