// The form of a workflow: its name, stages in order, documents, address
// check and thresholds, each with the server's messages beside it.
import { useState, type FormEvent } from 'react';
import { unclaimed, type FieldProblems } from '../../lib/fields';
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { Check } from '../ui/Check';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Field } from '../ui/Field';
import { Fieldset } from '../ui/Fieldset';
import { Notice } from '../ui/Notice';
import { ADDRESS_METHODS, DOCUMENT_TYPES, STAGES, THRESHOLDS, move, toggled, type WorkflowForm } from './form';
import './workflows.css';

/** The fields with a place of their own in the form (as the server names them). */
const SHOWN = ['name', 'stages', 'documentTypes', 'address.methods', 'address.onFail', 'address.autoApproveThreshold', 'isDefault',
  ...THRESHOLDS.map((t) => 'thresholds.' + t.key)];

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

          <Fieldset legend="Stages, in order" problem={p('stages')} hint="The widget takes them in this order. Face match needs the document and liveness stages.">
            <ol className="stage-list">
              {f.stages.map((s, i) => {
                const label = STAGES.find((x) => x.value === s.stage)?.label ?? s.stage;
                return (
                  <li key={s.stage}>
                    <span className="stage-order" aria-hidden="true">
                      {s.on ? f.stages.slice(0, i + 1).filter((x) => x.on).length + '.' : '–'}
                    </span>
                    <Check label={label} checked={s.on}
                      onChange={(e) => setF({ ...f, stages: f.stages.map((x, j) => (j === i ? { ...x, on: e.target.checked } : x)) })} />
                    <Button size="icon" disabled={i === 0} aria-label={`Move ${label} up`}
                      title="Move up" onClick={() => setF({ ...f, stages: move(f.stages, i, -1) })}>
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button size="icon" disabled={i === f.stages.length - 1} aria-label={`Move ${label} down`}
                      title="Move down" onClick={() => setF({ ...f, stages: move(f.stages, i, 1) })}>
                      <span aria-hidden="true">↓</span>
                    </Button>
                  </li>
                );
              })}
            </ol>
          </Fieldset>

          <Fieldset legend="Documents accepted" problem={p('documentTypes')}>
            <div className="checks">
              {DOCUMENT_TYPES.map((d) => (
                <Check key={d.value} label={d.label} checked={f.documentTypes.includes(d.value)}
                  onChange={(e) => setF({ ...f, documentTypes: toggled(f.documentTypes, d.value, e.target.checked) })} />
              ))}
            </div>
          </Fieldset>

          <Fieldset legend="Address check" hint="Used when the address stage is on.">
            <Fieldset legend="How the address is checked" problem={p('address.methods')}>
              <div className="checks">
                {ADDRESS_METHODS.map((m) => (
                  <Check key={m.value} label={m.label} checked={f.addressMethods.includes(m.value)}
                    onChange={(e) => setF({ ...f, addressMethods: toggled(f.addressMethods, m.value, e.target.checked) })} />
                ))}
              </div>
            </Fieldset>
            <Fieldset legend="When it fails" problem={p('address.onFail')}>
              <div className="checks">
                {(['REVIEW', 'REJECT'] as const).map((v) => (
                  <Check key={v} type="radio" label={v === 'REVIEW' ? 'Send the case to review' : 'Reject the verification'} name="on-fail"
                    checked={f.onFail === v} onChange={() => setF({ ...f, onFail: v })} />
                ))}
              </div>
            </Fieldset>
            <Field label="Score to approve an address automatically" inputMode="decimal" value={f.autoApproveThreshold}
              onChange={(e) => setF({ ...f, autoApproveThreshold: e.target.value })} problem={p('address.autoApproveThreshold')} hint="From 0 to 1." />
          </Fieldset>

          <Fieldset legend="Thresholds" hint="Scores from 0 to 1: a check below its threshold sends the case to review.">
            <div className="form-grid">
              {THRESHOLDS.map((t) => (
                <Field key={t.key} label={t.label} inputMode="decimal" value={f.thresholds[t.key]}
                  onChange={(e) => setF({ ...f, thresholds: { ...f.thresholds, [t.key]: e.target.value } })} problem={p('thresholds.' + t.key)} />
              ))}
            </div>
          </Fieldset>

          {isDefault ? (
            <Notice>This is the default workflow: sessions that name none use it. Make another one the default to change that.</Notice>
          ) : (
            !archived && (
              <Check label="Make it the default workflow" checked={f.isDefault} onChange={(e) => setF({ ...f, isDefault: e.target.checked })} />
            )
          )}
        </div>
      </fieldset>
      {other.length > 0 ? (
        <ErrorMessage>{other.join(' ')}</ErrorMessage>
      ) : (
        Object.keys(problems).length === 0 && <ErrorMessage error={error} />
      )}
      {Object.keys(problems).length > 0 && other.length === 0 && <ErrorMessage>Some settings need a change: see the messages beside them.</ErrorMessage>}
      {editable && (
        <Actions>
          <Button type="submit" variant="primary" disabled={busy}>
            {submitLabel}
          </Button>
        </Actions>
      )}
    </form>
  );
}
