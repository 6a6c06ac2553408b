// What a reviewer can do to a session, by role: approve and reject (each
// asks first, with an optional note that one of the organization's presets
// may fill), ask for steps again, flag, assign; an admin can also redact.
// An action the role cannot take is not shown (the server refuses it
// anyway).
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import { useMutation, useQuery, type OperationResult } from 'urql';
import type { DocumentType, RedoStep, SessionStatus, Stage } from '../../gql/graphql';
import { useCan, useViewer } from '../../lib/session';
import { Actions } from '../ui/Actions';
import { Button, buttonClass } from '../ui/Button';
import { Check } from '../ui/Check';
import { Confirm } from '../ui/Confirm';
import { CopyField } from '../ui/CopyField';
import { Dialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Fieldset } from '../ui/Fieldset';
import { TextArea } from '../ui/TextArea';
import { redoSteps } from './checks';
import { REDO_LABELS } from './labels';
import { APPROVE, ASSIGN, FLAG, REDACT, REDO, REJECT, REVIEW_PRESETS } from './queries';

/** What the review queue's keyboard shortcuts reach. */
export interface ActionsHandle {
  /** Asks to approve the case, when it is in review and the role may. */
  approve(): void;
  /** Asks to reject the case, likewise. */
  reject(): void;
}

export interface ActionSession {
  id: string;
  status: SessionStatus;
  flagged: boolean;
  assignedUserId?: string | null;
  redactedAt?: string | null;
  documentType?: DocumentType | null;
  workflowSettings: { stages: readonly Stage[] };
}

export interface Reviewer {
  id: string;
  name: string;
  email: string;
}

const REDACTABLE: ReadonlySet<SessionStatus> = new Set(['APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED', 'REQUIRES_REVIEW']);

type Asking = 'approve' | 'reject' | 'redo' | 'flag' | 'redact' | null;

interface Props {
  session: ActionSession;
  /** Members who may review, to give the case to. */
  reviewers: readonly Reviewer[];
  /** The session was approved or rejected here. */
  onDecided?(id: string): void;
  ref?: Ref<ActionsHandle>;
  /** How many images redaction would erase, to say so. */
  images: number;
}

const NOTE_HINT = 'It stays with the session, for reviewers; the person is not shown it.';

export function SessionActions({ session, reviewers, onDecided, ref, images }: Props) {
  const can = useCan();
  const me = useViewer().user?.id;
  const review = can('REVIEW');
  const manage = can('MANAGE');
  const inReview = session.status === 'REQUIRES_REVIEW';
  const [asking, setAsking] = useState<Asking>(null);
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [steps, setSteps] = useState<RedoStep[]>([]);
  const [redoLink, setRedoLink] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ what: string; error: unknown; retry: () => void } | null>(null);
  const [approveState, approve] = useMutation(APPROVE);
  const [rejectState, reject] = useMutation(REJECT);
  const [redoState, redo] = useMutation(REDO);
  const [flagState, flag] = useMutation(FLAG);
  const [assignState, assign] = useMutation(ASSIGN);
  const [, redact] = useMutation(REDACT);
  const [presets] = useQuery({ query: REVIEW_PRESETS, pause: !(review && inReview) });
  const presetsFor = (decision: 'APPROVED' | 'REJECTED') => (presets.data?.reviewPresets ?? []).filter((p) => p.decision === decision);
  const busy = approveState.fetching || rejectState.fetching || redoState.fetching || flagState.fetching || assignState.fetching;

  /** attempt runs an action; a failure is shown with a retry, success runs ok. */
  const attempt = async <T,>(what: string, exec: () => Promise<OperationResult<T>>, ok?: (data: T) => void) => {
    setFailure(null);
    const r = await exec();
    if (r.error || !r.data) setFailure({ what, error: r.error, retry: () => void attempt(what, exec, ok) });
    else ok?.(r.data);
  };
  const ask = (what: Asking) => {
    setFailure(null);
    setAsking(what);
  };
  const close = () => {
    setAsking(null);
    setFailure(null);
  };
  /** decided passes on a decision's answer, telling onDecided when it was taken. */
  const decided = <T,>(r: OperationResult<T>) => {
    if (!r.error) onDecided?.(session.id);
    return r;
  };

  useImperativeHandle(ref, () => ({
    approve() {
      if (review && inReview && !busy) ask('approve');
    },
    reject() {
      if (review && inReview && !busy) ask('reject');
    },
  }));

  if (!review && !manage) return null;
  const available = redoSteps(session.workflowSettings.stages, session.documentType);
  const submitRedo = (e: FormEvent) => {
    e.preventDefault();
    void attempt('Asking for a redo', () => redo({ id: session.id, steps, note: note.trim() || null }), (d) => {
      setRedoLink(d.requestSessionRedo.url);
    });
  };
  const submitFlag = (e: FormEvent) => {
    e.preventDefault();
    void attempt('Flagging', () => flag({ id: session.id, flagged: true, reason: reason.trim() || null }), close);
  };
  const giveTo = (userId: string | null, who: string) => attempt(`Assigning to ${who}`, () => assign({ id: session.id, userId }));

  return (
    <Actions className="session-actions" label="Actions">
      {review && inReview && (
        <>
          <Button variant="primary" disabled={busy} onClick={() => ask('approve')}>
            Approve
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => ask('reject')}>
            Reject
          </Button>
          {available.length > 0 && (
            <Button disabled={busy || !!session.redactedAt} onClick={() => { setSteps([]); setNote(''); setRedoLink(null); ask('redo'); }}>
              Request a redo
            </Button>
          )}
          {me && session.assignedUserId !== me && (
            <Button disabled={busy} onClick={() => void giveTo(me, 'you')}>
              Assign to me
            </Button>
          )}
          <Menu.Root modal={false}>
            <Menu.Trigger className={buttonClass()} disabled={busy}>
              Assign…
            </Menu.Trigger>
            <Menu.Portal>
              <Menu.Content className="menu" align="start" sideOffset={6}>
                <Menu.Label className="menu-label">Give the case to</Menu.Label>
                {reviewers.map((m) => (
                  <Menu.Item key={m.id} className="menu-item" onSelect={() => void giveTo(m.id, m.name || m.email)}>
                    {m.name || m.email}
                    {m.id === me && <span className="menu-role">you</span>}
                  </Menu.Item>
                ))}
                <Menu.Separator className="menu-separator" />
                <Menu.Item className="menu-item" onSelect={() => void giveTo(null, 'nobody')}>
                  Nobody
                </Menu.Item>
              </Menu.Content>
            </Menu.Portal>
          </Menu.Root>
        </>
      )}
      {review &&
        (session.flagged ? (
          <Button disabled={busy} onClick={() => void attempt('Clearing the flag', () => flag({ id: session.id, flagged: false, reason: null }))}>
            Unflag
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => { setReason(''); ask('flag'); }}>
            Flag
          </Button>
        ))}
      {manage && REDACTABLE.has(session.status) && !session.redactedAt && (
        <Button variant="quietDanger" disabled={busy} onClick={() => ask('redact')}>
          Redact
        </Button>
      )}
      {failure && asking === null && <ErrorState title={`${failure.what} did not work.`} error={failure.error} onRetry={failure.retry} />}

      <Confirm open={asking === 'approve'} onOpenChange={(o) => !o && close()} title="Approve this verification?" danger={false}
        confirmLabel="Approve the case" noteLabel="Note (optional)" noteHint={NOTE_HINT} presets={presetsFor('APPROVED')} onConfirm={async (n) => decided(await approve({ id: session.id, note: n || null }))}>
        The person is told they are verified. The decision is final.
      </Confirm>

      <Confirm open={asking === 'reject'} onOpenChange={(o) => !o && close()} title="Reject this verification?"
        confirmLabel="Reject the case" noteLabel="Note (optional)" noteHint={NOTE_HINT} presets={presetsFor('REJECTED')} onConfirm={async (n) => decided(await reject({ id: session.id, note: n || null }))}>
        The person is told the verification failed. The decision is final.
      </Confirm>

      <Dialog open={asking === 'redo'} onOpenChange={(o) => !o && close()} title="Ask for steps again"
        description="The person gets a new link to take the steps you choose again; the case leaves the queue until they do.">
        {redoLink ? (
          <div className="form">
            <p>Send this link to the person. It is shown only now.</p>
            <CopyField id="redo-link" label="New link" value={redoLink} copyLabel="Copy the link" />
            <Actions end>
              <Button variant="primary" onClick={() => { close(); setRedoLink(null); onDecided?.(session.id); }}>
                Done
              </Button>
            </Actions>
          </div>
        ) : (
          <form className="form" onSubmit={submitRedo}>
            <Fieldset legend="Steps to take again">
              {available.map((s) => (
                <Check key={s} name="step" value={s} label={REDO_LABELS[s]} checked={steps.includes(s)}
                  onChange={(e) => setSteps((cur) => (e.target.checked ? [...cur, s] : cur.filter((x) => x !== s)))} />
              ))}
            </Fieldset>
            <TextArea label="Note (optional)" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
            {failure && <ErrorMessage error={failure.error} />}
            <Actions end>
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" variant="primary" disabled={redoState.fetching || steps.length === 0}>
                Send a new link
              </Button>
            </Actions>
          </form>
        )}
      </Dialog>

      <Dialog open={asking === 'flag'} onOpenChange={(o) => !o && close()} title="Flag as suspicious"
        description="A flag marks the session for every reviewer; it changes no verdict.">
        <form className="form" onSubmit={submitFlag}>
          <TextArea label="Reason" required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          {failure && <ErrorMessage error={failure.error} />}
          <Actions end>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={flagState.fetching || !reason.trim()}>
              Flag the session
            </Button>
          </Actions>
        </form>
      </Dialog>

      <Confirm open={asking === 'redact'} onOpenChange={(o) => !o && close()} title="Redact this session?" confirmLabel="Erase the personal data"
        onConfirm={() => redact({ id: session.id })}>
        <p>This cannot be undone. Erased now, for good:</p>
        <ul className="erase-list">
          <li>{images === 1 ? 'its image' : `its ${images} images`} (document and selfies)</li>
          <li>what was read from the document (names, dates of birth, numbers)</li>
          <li>the address the person gave</li>
          <li>the text of the reviewers’ notes, the verdict’s note and the flag’s reason</li>
        </ul>
        <p>The status, verdict, scores, events and audit entries stay.</p>
      </Confirm>
    </Actions>
  );
}
