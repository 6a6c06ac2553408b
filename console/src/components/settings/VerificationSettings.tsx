// Verification checks (READ; changed with MANAGE): what runs each stage of
// the organization's verifications — the document, liveness, face match
// and the address — in the mode in use. Each stage shows its driver,
// whether the organization chose it or it is the mode's default, its
// service's URL and secret's hint, and why it cannot run here. Owners and
// admins change a stage (a driver the mode and stage allow; an external
// service's URL and signing secret, which can be made here; a geocoder's
// URL) or send it back to the default.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { Mode, VerificationDriver } from '../../gql/graphql';
import { fieldProblems } from '../../lib/fields';
import { useCan, useViewer } from '../../lib/session';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Confirm } from '../ui/Confirm';
import { CopyField } from '../ui/CopyField';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { controlClass, FieldFrame, fieldIds } from '../ui/FieldFrame';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { formatTime } from './logic';
import {
  DRIVER_DESCRIPTIONS,
  DRIVER_LABELS,
  STAGES,
  checkDraft,
  defaultText,
  draftOf,
  driverOptions,
  hasProblems,
  inputOf,
  keepsSecret,
  needsURL,
  newSecret,
  placeErrors,
  resetInput,
  sentence,
  type Draft,
  type DraftProblems,
  type Provider,
} from './providers';

const PROVIDERS = graphql(`
  query VerificationProviders {
    verificationProviders {
      stage
      driver
      chosen
      url
      secretHint
      problem
      updatedAt
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateVerificationProviders($input: [VerificationProviderInput!]!) {
    updateVerificationProviders(input: $input) {
      stage
      driver
      chosen
      url
      secretHint
      problem
      updatedAt
    }
  }
`);

const modeName = (mode: Mode) => (mode === 'TEST' ? 'test mode' : 'live mode');

export function VerificationSettings() {
  const viewer = useViewer();
  const [result, reexecute] = useQuery({ query: PROVIDERS, requestPolicy: 'cache-and-network' });
  const list = result.data?.verificationProviders;
  if (result.error && !list) return <ErrorState error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (!list) return <Loading />;
  return (
    <div className="settings-stack">
      {/* Each organization and mode has its own choices, and its own forms. */}
      <ProvidersCard key={viewer.organization.id + viewer.organization.mode} providers={list} />
    </div>
  );
}

function ProvidersCard({ providers }: { providers: readonly Provider[] }) {
  const viewer = useViewer();
  const can = useCan();
  const mode = viewer.organization.mode;
  const manage = can('MANAGE');
  // A change's answer, until the query reads the stages again.
  const [current, setCurrent] = useState(providers);
  useEffect(() => setCurrent(providers), [providers]);
  const other = mode === 'TEST' ? 'Live mode' : 'Test mode';
  return (
    <Panel level={3} title="What runs each stage"
      description={`In ${modeName(mode)}; ${other.toLowerCase()} has choices of its own. Without a choice, ${modeName(mode)} uses ${defaultText(mode)}.`}>
      {!manage && <Notice className="provider-readonly">Your role may see what runs the checks; only owners and admins can change it.</Notice>}
      <ul className="provider-list" aria-label="Stages">
        {STAGES.map(({ stage, label }) => {
          const p = current.find((x) => x.stage === stage);
          return p ? <StageRow key={stage} label={label} provider={p} mode={mode} manage={manage} onSaved={setCurrent} /> : null;
        })}
      </ul>
    </Panel>
  );
}

/** The input to focus after a stage's form was refused: the first with a problem. */
function firstInvalid(p: DraftProblems): keyof DraftProblems | null {
  return p.driver ? 'driver' : p.url ? 'url' : p.secret ? 'secret' : null;
}

function StageRow({ label, provider: p, mode, manage, onSaved }: {
  label: string;
  provider: Provider;
  mode: Mode;
  manage: boolean;
  onSaved: (list: Provider[]) => void;
}) {
  const id = useId();
  const ids = { heading: id + '-heading', edit: id + '-edit', change: id + '-change', driver: id + '-driver', url: id + '-url', secret: id + '-secret' };
  const stageName = label.toLowerCase();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(p));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [others, setOthers] = useState<string[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  // A secret made here: shown to copy while it is the one in the field,
  // and after it is saved until the person says they have it.
  const [generated, setGenerated] = useState('');
  const [kept, setKept] = useState('');
  const [done, setDone] = useState('');
  const [resetting, setResetting] = useState(false);
  const [update, runUpdate] = useMutation(UPDATE);
  const changeButton = useRef<HTMLButtonElement>(null);
  const defaultButton = useRef<HTMLButtonElement>(null);
  // The element to focus once the form has rendered (an input refused, the Change button).
  const [focus, setFocus] = useState('');
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus('');
  }, [focus]);

  const open = () => {
    setDraft(draftOf(p));
    setProblems({});
    setOthers([]);
    setFailure(null);
    setGenerated('');
    setDone('');
    setEditing(true);
    setFocus(ids.driver);
  };
  const close = () => {
    setEditing(false);
    setGenerated('');
    setFocus(ids.change);
  };
  // An edit clears the problems of what it changed (all of them, for another driver).
  const edit = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setProblems((pr) => (change.driver ? {} : { ...pr, ...Object.fromEntries(Object.keys(change).map((k) => [k, undefined])) }));
  };
  const generate = () => {
    const secret = newSecret();
    setGenerated(secret);
    edit({ secret });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setOthers([]);
    const local = checkDraft(draft, p);
    if (hasProblems(local)) {
      setProblems(local);
      setFocus(ids[firstInvalid(local)!]);
      return;
    }
    setProblems({});
    const r = await runUpdate({ input: [inputOf(p.stage, draft)] });
    if (r.error || !r.data) {
      const placed = placeErrors([p.stage], fieldProblems(r.error));
      const mine = placed.byStage[p.stage] ?? {};
      setProblems(mine);
      setOthers(placed.other);
      if (hasProblems(mine)) setFocus(ids[firstInvalid(mine)!]);
      else if (placed.other.length === 0) setFailure(r.error);
      return;
    }
    const list = r.data.updateVerificationProviders;
    onSaved(list);
    const now = list.find((x) => x.stage === p.stage);
    if (generated && draft.driver === 'HTTP' && draft.secret.trim() === generated) setKept(generated);
    setDone(`${label} saved: ${DRIVER_LABELS[now?.driver ?? draft.driver]}.`);
    close();
  };

  const reset = async () => {
    setDone('');
    const r = await runUpdate({ input: [resetInput(p.stage)] });
    if (!r.error && r.data) {
      const list = r.data.updateVerificationProviders;
      onSaved(list);
      const now = list.find((x) => x.stage === p.stage);
      setKept('');
      setDone(now ? `${label} is back to the default: ${DRIVER_LABELS[now.driver]}.` : `${label} is back to the default.`);
    }
    return r;
  };

  return (
    <li className="provider" data-stage={p.stage}>
      <div className="provider-row">
        <div className="provider-main">
          <h4 id={ids.heading} className="provider-stage">
            {label}
            <Badge tone={p.chosen ? 'info' : 'neutral'} className="title-badge">
              {p.chosen ? 'Chosen' : 'Default'}
            </Badge>
          </h4>
          <p className="provider-driver" data-testid="provider-driver">
            {DRIVER_LABELS[p.driver]}
          </p>
          <p className="hint">{DRIVER_DESCRIPTIONS[p.driver]}</p>
          {(p.url || p.secretHint || (p.chosen && p.updatedAt)) && (
            <Facts rows items={[
              !!p.url && ['URL', <code>{p.url}</code>],
              !!p.secretHint && ['Signing secret', <code data-testid="secret-hint">{p.secretHint}</code>],
              !!(p.chosen && p.updatedAt) && ['Chosen', formatTime(p.updatedAt)],
            ]} />
          )}
          {p.problem && (
            <p className="provider-problem">
              <span aria-hidden="true">⚠ </span>
              <span className="sr-only">Warning: </span>
              {sentence(p.problem)}
            </p>
          )}
        </div>
        {manage && !editing && (
          <Actions className="provider-actions">
            <Button ref={changeButton} id={ids.change} onClick={open} aria-label={`Change what runs ${stageName}`}>
              Change
            </Button>
            {p.chosen && (
              <Button ref={defaultButton} variant="quiet" onClick={() => setResetting(true)}
                aria-label={`Use default for ${stageName}`}>
                Use default
              </Button>
            )}
          </Actions>
        )}
      </div>
      {done && <Notice tone="success">{done}</Notice>}
      {kept && !editing && (
        <div className="provider-secret">
          <CopyField label={`${label}: the new signing secret`} value={kept}
            hint="Saved. Give it to your service now: after you leave this page only its start and end are shown. The service must verify each request’s Standard Webhooks signature with it." />
          <div>
            <Button onClick={() => { setKept(''); setFocus(ids.change); }}>
              I have copied it
            </Button>
          </div>
        </div>
      )}
      {editing && (
        <form id={ids.edit} className="form provider-edit" onSubmit={submit} noValidate aria-labelledby={ids.edit + '-title'}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !e.defaultPrevented) {
              e.preventDefault();
              close();
            }
          }}>
          <p id={ids.edit + '-title'} className="provider-edit-title">
            Change what runs {stageName}
          </p>
          <Select id={ids.driver} label="Driver" name="driver" value={draft.driver} problem={problems.driver}
            options={driverOptions(mode, p.stage, p.driver).map((d) => ({ value: d, label: DRIVER_LABELS[d] }))}
            hint={DRIVER_DESCRIPTIONS[draft.driver]}
            onChange={(e) => edit({ driver: e.target.value as VerificationDriver })} />
          {needsURL(draft.driver) && (
            <Field id={ids.url} label={draft.driver === 'HTTP' ? 'Service URL' : 'Geocoder URL'} name="url" type="url" inputMode="url"
              autoComplete="off" spellCheck={false} value={draft.url} problem={problems.url}
              placeholder={draft.driver === 'HTTP' ? 'https://checks.example.com/verify' : 'https://nominatim.example.com'}
              hint={urlHint(draft.driver, mode)} onChange={(e) => edit({ url: e.target.value })} />
          )}
          {draft.driver === 'HTTP' && (
            <SecretField id={ids.secret} provider={p} value={draft.secret} problem={problems.secret} generated={generated}
              onChange={(secret) => {
                edit({ secret });
                if (secret !== generated) setGenerated('');
              }}
              onGenerate={generate} />
          )}
          {others.map((m) => (
            <ErrorMessage key={m}>{m}</ErrorMessage>
          ))}
          <ErrorMessage error={failure} />
          <Actions>
            <Button type="submit" variant="primary" disabled={update.fetching}>
              Save
            </Button>
            <Button onClick={close}>
              Cancel
            </Button>
          </Actions>
        </form>
      )}
      <Confirm open={resetting} onOpenChange={setResetting} title={`Use the default for ${stageName}?`} confirmLabel="Use default"
        danger={keepsSecret(p)} onConfirm={reset} focusAfter={() => defaultButton.current ?? changeButton.current}>
        <p>
          {label} goes back to {modeName(mode)}’s default: {defaultText(mode)}.
        </p>
        {keepsSecret(p) && <p>The external service’s signing secret is erased: to use the service again, give it a secret again.</p>}
      </Confirm>
    </li>
  );
}

function urlHint(driver: VerificationDriver, mode: Mode): string {
  const what =
    driver === 'HTTP'
      ? 'Each check is posted here as JSON, signed with the secret below.'
      : 'The geocoder’s address: its /search and /reverse are asked below it.';
  const where = mode === 'TEST' ? 'In test mode http and local addresses (such as http://127.0.0.1:8088) are allowed.' : 'https, to a public address.';
  return `${what} ${where}`;
}

/**
 * SecretField is an external service's signing secret: typed or pasted,
 * or generated here; a generated one is shown beside, to copy. Empty
 * keeps the secret stored, if there is one.
 */
function SecretField({ id, provider, value, problem, generated, onChange, onGenerate }: {
  id: string;
  provider: Provider;
  value: string;
  problem?: string;
  generated: string;
  onChange: (secret: string) => void;
  onGenerate: () => void;
}) {
  const ids = fieldIds(id, true, !!problem);
  const shown = generated !== '' && value === generated;
  return (
    <>
      <FieldFrame ids={ids} label="Signing secret" problem={problem}
        hint={
          keepsSecret(provider)
            ? `A secret is stored (${provider.secretHint}). Leave this empty to keep it; generate or paste a new one to replace it.`
            : 'Requests are signed with it (Standard Webhooks, whsec_…). Generate one here, or paste the one your service gave you.'
        }>
        <div className="secret-row">
          <input id={id} className={controlClass} name="secret" type="password" autoComplete="off" spellCheck={false} value={value}
            placeholder="whsec_…" aria-describedby={ids.describedBy} aria-invalid={problem ? true : undefined} onChange={(e) => onChange(e.target.value)} />
          <Button onClick={onGenerate}>Generate</Button>
        </div>
      </FieldFrame>
      <p className="sr-only" role="status">
        {shown ? 'A new secret is in the field, and shown below to copy.' : ''}
      </p>
      {shown && (
        <div className="provider-secret">
          <CopyField label="The new secret, for your service" value={generated}
            hint="Shown only now: after saving, only its start and end are. Your service must verify each request’s Standard Webhooks signature (the webhook-id, webhook-timestamp and webhook-signature headers) with it." />
        </div>
      )}
    </>
  );
}
