// The review desk's settings (MANAGE): how long a live case may wait
// before the members who asked are mailed, and the preset reasons
// reviewers pick when they decide a case.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { Decision, ReviewSettingsQuery } from '../../gql/graphql';
import { fieldProblems, firstOf } from '../../lib/fields';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Field } from '../ui/Field';
import { Fieldset } from '../ui/Fieldset';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import { PRESETS_MAX, PRESET_LABEL_MAX, checkReviewTarget } from './logic';

const REVIEW_SETTINGS = graphql(`
  query ReviewSettings {
    viewer {
      organization {
        id
        reviewTargetMinutes
      }
    }
    reviewPresets {
      id
      decision
      label
      note
    }
  }
`);

const SAVE_REVIEW_TARGET = graphql(`
  mutation SaveReviewTarget($minutes: Int!) {
    updateOrganization(input: { reviewTargetMinutes: $minutes }) {
      id
      reviewTargetMinutes
    }
  }
`);

const ADD_PRESET = graphql(`
  mutation AddReviewPreset($input: ReviewPresetInput!) {
    createReviewPreset(input: $input) {
      id
      decision
      label
      note
    }
  }
`);

const REMOVE_PRESET = graphql(`
  mutation RemoveReviewPreset($id: ID!) {
    deleteReviewPreset(id: $id)
  }
`);

type Preset = ReviewSettingsQuery['reviewPresets'][number];

const DECISIONS: { value: Decision; label: string }[] = [
  { value: 'APPROVED', label: 'Approving' },
  { value: 'REJECTED', label: 'Rejecting' },
];

export function ReviewSettings() {
  const [result, reexecute] = useQuery({ query: REVIEW_SETTINGS, requestPolicy: 'cache-and-network' });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const data = result.data;
  if (result.error && !data) return <ErrorState error={result.error} onRetry={refresh} />;
  if (!data) return <Loading />;
  return (
    <>
      <TargetCard minutes={data.viewer.organization.reviewTargetMinutes ?? 60} />
      <PresetsCard presets={data.reviewPresets} onChanged={refresh} />
    </>
  );
}

function TargetCard({ minutes }: { minutes: number }) {
  const [value, setValue] = useState(String(minutes));
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');
  const [update, runUpdate] = useMutation(SAVE_REVIEW_TARGET);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    const c = checkReviewTarget(value);
    if ('error' in c) {
      setProblem(c.error);
      return;
    }
    setProblem('');
    const r = await runUpdate({ minutes: c.minutes });
    if (!r.error) setSaved(`A live case may wait ${c.minutes} minutes before the members who asked are mailed.`);
  };
  const fields = fieldProblems(update.error);
  return (
    <Panel level={3} title="Review target"
      description="How long a live case may wait for review before the members who asked for the queue's digest (in their preferences) are mailed.">
      <form className="form" onSubmit={submit} noValidate>
        <Field label="Minutes a case may wait" name="reviewTargetMinutes" inputMode="numeric" value={value} className="input-short"
          hint="From 5 minutes to a week (10,080 minutes); an hour unless set."
          problem={problem || firstOf(fields, 'reviewTargetMinutes')} onChange={(e) => { setValue(e.target.value); setSaved(''); }} />
        <ErrorMessage error={Object.keys(fields).length ? null : update.error} />
        {saved && <Notice tone="success">{saved}</Notice>}
        <Actions>
          <Button type="submit" variant="primary" disabled={update.fetching}>
            Save the review target
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function PresetsCard({ presets, onChanged }: { presets: readonly Preset[]; onChanged: () => void }) {
  const [decision, setDecision] = useState<Decision>('REJECTED');
  const [label, setLabel] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  const [add, runAdd] = useMutation(ADD_PRESET);
  const [remove, runRemove] = useMutation(REMOVE_PRESET);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const r = await runAdd({ input: { decision, label: label.trim(), note: note.trim() } });
    if (r.error || !r.data) return;
    setDone(`“${r.data.createReviewPreset.label}” is added.`);
    setLabel('');
    setNote('');
    onChanged();
  };
  const del = async (p: Preset) => {
    setDone('');
    const r = await runRemove({ id: p.id });
    if (r.error) return;
    setDone(`“${p.label}” is deleted.`);
    onChanged();
  };
  const fields = fieldProblems(add.error);
  return (
    <Panel level={3} title="Review presets"
      description="Reasons a reviewer picks when approving or rejecting a case: each writes its note on the case. Notes stay with your team; the person verified never sees them.">
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorMessage error={remove.error} />
      {presets.length === 0 ? (
        <p className="hint">No presets yet.</p>
      ) : (
        <ul className="item-list" aria-label="Review presets">
          {presets.map((p) => (
            <li key={p.id} className="item" data-testid="review-preset">
              <div>
                <p className="item-title">
                  {p.label}
                  <Badge tone={p.decision === 'APPROVED' ? 'success' : 'danger'} className="title-badge">
                    {p.decision === 'APPROVED' ? 'Approve' : 'Reject'}
                  </Badge>
                </p>
                <p className="hint">{p.note}</p>
              </div>
              <Button variant="quietDanger" aria-label={`Delete the preset ${p.label}`} disabled={remove.fetching} onClick={() => del(p)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {presets.length < PRESETS_MAX ? (
        <form className="form narrow preset-form" onSubmit={submit} noValidate>
          <Fieldset legend="A new preset">
            <div className="form">
              <Select label="Offered when" name="decision" value={decision} options={DECISIONS} className="input-medium"
                problem={firstOf(fields, 'decision')} onChange={(e) => setDecision(e.target.value as Decision)} />
              <Field label="Label" name="label" value={label} maxLength={PRESET_LABEL_MAX} required
                hint={`What the reviewer picks, such as “Document expired”; at most ${PRESET_LABEL_MAX} characters.`}
                problem={firstOf(fields, 'label')} onChange={(e) => setLabel(e.target.value)} />
              <TextArea label="Note" name="note" value={note} rows={3} required hint="What it writes on the case."
                problem={firstOf(fields, 'note')} onChange={(e) => setNote(e.target.value)} />
            </div>
          </Fieldset>
          <ErrorMessage error={Object.keys(fields).length ? null : add.error} />
          <Actions>
            <Button type="submit" variant="primary" disabled={add.fetching || !label.trim() || !note.trim()}>
              Add the preset
            </Button>
          </Actions>
        </form>
      ) : (
        <p className="hint">The organization has {PRESETS_MAX} presets, the most it may keep: delete one to add another.</p>
      )}
    </Panel>
  );
}
