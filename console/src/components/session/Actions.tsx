// What a reviewer can do to a session, by role: approve, reject with a
// note, ask for steps again, flag, assign; an admin can also redact. An
// action the role cannot take is not shown (the server refuses it anyway).
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import { useMutation, type OperationResult } from 'urql';
import type { DocumentType, RedoStep, SessionStatus, Stage } from '../../gql/graphql';
import { useCan, useViewer } from '../../lib/session';
import { redoSteps } from './checks';
import { REDO_LABELS } from './labels';
import { APPROVE, ASSIGN, FLAG, REDACT, REDO, REJECT } from './queries';
import { Failure, Modal } from './ui';

/** What the review queue's keyboard shortcuts reach. */
export interface ActionsHandle {
  /** Approves the case, when it is in review and the role may. */
  approve(): void;
  /** Opens the rejection's dialog. */
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

type Dialog = 'reject' | 'redo' | 'flag' | 'redact' | null;

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

export function SessionActions({ session, reviewers, onDecided, ref, images }: Props) {
  const can = useCan();
  const me = useViewer().user?.id;
  const review = can('REVIEW');
  const manage = can('MANAGE');
  const inReview = session.status === 'REQUIRES_REVIEW';
  const [dialog, setDialog] = useState<Dialog>(null);
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
  const [redactState, redact] = useMutation(REDACT);
  const busy = approveState.fetching || rejectState.fetching || redoState.fetching || flagState.fetching || assignState.fetching ||
    redactState.fetching;

  /** attempt runs an action; a failure is shown with a retry, success runs ok. */
  const attempt = async <T,>(what: string, exec: () => Promise<OperationResult<T>>, ok?: (data: T) => void) => {
    setFailure(null);
    const r = await exec();
    if (r.error || !r.data) setFailure({ what, error: r.error, retry: () => void attempt(what, exec, ok) });
    else ok?.(r.data);
  };
  const close = () => {
    setDialog(null);
    setFailure(null);
  };
  const doApprove = () => attempt('Approving', () => approve({ id: session.id }), () => onDecided?.(session.id));
  const openReject = () => {
    setNote('');
    setFailure(null);
    setDialog('reject');
  };

  useImperativeHandle(ref, () => ({
    approve() {
      if (review && inReview && !busy) void doApprove();
    },
    reject() {
      if (review && inReview) openReject();
    },
  }));

  if (!review && !manage) return null;
  const available = redoSteps(session.workflowSettings.stages, session.documentType);
  const submitReject = (e: FormEvent) => {
    e.preventDefault();
    void attempt('Rejecting', () => reject({ id: session.id, note: note.trim() }), () => {
      setDialog(null);
      onDecided?.(session.id);
    });
  };
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
  const doRedact = () => attempt('Redacting', () => redact({ id: session.id }), close);
  const giveTo = (userId: string | null, who: string) => attempt(`Assigning to ${who}`, () => assign({ id: session.id, userId }));

  return (
    <div className="actions" aria-label="Actions" role="group">
      {review && inReview && (
        <>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void doApprove()}>
            Approve
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={openReject}>
            Reject
          </button>
          {available.length > 0 && (
            <button type="button" className="button" disabled={busy || !!session.redactedAt}
              onClick={() => { setSteps([]); setNote(''); setRedoLink(null); setFailure(null); setDialog('redo'); }}>
              Request a redo
            </button>
          )}
          {me && session.assignedUserId !== me && (
            <button type="button" className="button" disabled={busy} onClick={() => void giveTo(me, 'you')}>
              Assign to me
            </button>
          )}
          <Menu.Root modal={false}>
            <Menu.Trigger className="button" disabled={busy}>
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
          <button type="button" className="button" disabled={busy}
            onClick={() => void attempt('Clearing the flag', () => flag({ id: session.id, flagged: false, reason: null }))}>
            Unflag
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => { setReason(''); setFailure(null); setDialog('flag'); }}>
            Flag
          </button>
        ))}
      {manage && REDACTABLE.has(session.status) && !session.redactedAt && (
        <button type="button" className="button button-danger-quiet" disabled={busy} onClick={() => { setFailure(null); setDialog('redact'); }}>
          Redact
        </button>
      )}
      {failure && dialog === null && <Failure what={failure.what} error={failure.error} onRetry={failure.retry} />}

      <Modal open={dialog === 'reject'} onOpenChange={(o) => !o && close()} title="Reject the verification"
        description="The person is told the verification failed. Your note stays with the session, for reviewers.">
        <form className="form" onSubmit={submitReject}>
          <div className="field">
            <label htmlFor="reject-note">Note</label>
            <textarea id="reject-note" required rows={4} value={note} onChange={(e) => setNote(e.target.value)} autoFocus />
          </div>
          {failure && <Failure what={failure.what} error={failure.error} onRetry={failure.retry} />}
          <div className="modal-buttons">
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button-danger" disabled={rejectState.fetching || !note.trim()}>
              Reject with this note
            </button>
          </div>
        </form>
      </Modal>

      <Modal open={dialog === 'redo'} onOpenChange={(o) => !o && close()} title="Ask for steps again"
        description="The person gets a new link to take the steps you choose again; the case leaves the queue until they do.">
        {redoLink ? (
          <div className="form">
            <p>Send this link to the person. It is shown only now.</p>
            <div className="field">
              <label htmlFor="redo-link">New link</label>
              <input id="redo-link" readOnly value={redoLink} onFocus={(e) => e.currentTarget.select()} />
            </div>
            <div className="modal-buttons">
              <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(redoLink)}>
                Copy the link
              </button>
              <button type="button" className="button button-primary" onClick={() => { close(); setRedoLink(null); onDecided?.(session.id); }}>
                Done
              </button>
            </div>
          </div>
        ) : (
          <form className="form" onSubmit={submitRedo}>
            <fieldset className="checkboxes">
              <legend>Steps to take again</legend>
              {available.map((s) => (
                <label key={s}>
                  <input type="checkbox" name="step" value={s} checked={steps.includes(s)}
                    onChange={(e) => setSteps((cur) => (e.target.checked ? [...cur, s] : cur.filter((x) => x !== s)))} />
                  {REDO_LABELS[s]}
                </label>
              ))}
            </fieldset>
            <div className="field">
              <label htmlFor="redo-note">Note (optional)</label>
              <textarea id="redo-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
            </div>
            {failure && <Failure what={failure.what} error={failure.error} onRetry={failure.retry} />}
            <div className="modal-buttons">
              <button type="button" className="button" onClick={close}>
                Cancel
              </button>
              <button type="submit" className="button button-primary" disabled={redoState.fetching || steps.length === 0}>
                Send a new link
              </button>
            </div>
          </form>
        )}
      </Modal>

      <Modal open={dialog === 'flag'} onOpenChange={(o) => !o && close()} title="Flag as suspicious"
        description="A flag marks the session for every reviewer; it changes no verdict.">
        <form className="form" onSubmit={submitFlag}>
          <div className="field">
            <label htmlFor="flag-reason">Reason</label>
            <textarea id="flag-reason" required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          {failure && <Failure what={failure.what} error={failure.error} onRetry={failure.retry} />}
          <div className="modal-buttons">
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={flagState.fetching || !reason.trim()}>
              Flag the session
            </button>
          </div>
        </form>
      </Modal>

      <Modal open={dialog === 'redact'} onOpenChange={(o) => !o && close()} title="Redact this session?"
        description="This cannot be undone.">
        <div className="form">
          <p>Erased now, for good:</p>
          <ul className="erase-list">
            <li>{images === 1 ? 'its image' : `its ${images} images`} (document and selfies)</li>
            <li>what was read from the document (names, dates of birth, numbers)</li>
            <li>the address the person gave</li>
            <li>the text of the reviewers’ notes, the verdict’s note and the flag’s reason</li>
          </ul>
          <p>The status, verdict, scores, events and audit entries stay.</p>
          {failure && <Failure what={failure.what} error={failure.error} onRetry={failure.retry} />}
          <div className="modal-buttons">
            <button type="button" className="button" onClick={close}>
              Cancel
            </button>
            <button type="button" className="button button-danger" disabled={redactState.fetching} onClick={() => void doRedact()}>
              Erase the personal data
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
