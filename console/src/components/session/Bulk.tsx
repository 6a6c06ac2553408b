// The review queue's bulk actions on the cases picked: assign, flag,
// clear the flag, reject. Each asks first; the cases asked about are those
// picked when it opened. Afterwards, what happened to each case.
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import type { BulkReviewAction, BulkReviewInput } from '../../gql/graphql';
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { Confirm } from '../ui/Confirm';
import { Dialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import type { Reviewer } from './Actions';
import { bulkOutcome, cases, outcomeText, type BulkOutcome, type PickedCase } from './bulk';
import { BULK_REVIEW, REVIEW_PRESETS } from './queries';

const NOBODY = 'nobody';

interface Props {
  /** The cases picked. */
  picked: readonly PickedCase[];
  /** Members who may review, to give cases to. */
  reviewers: readonly Reviewer[];
  me?: string;
  onClear(): void;
  /** The action was taken: what it did to each case. */
  onDone(outcome: BulkOutcome): void;
}

export function BulkBar({ picked, reviewers, me, onClear, onDone }: Props) {
  const [asking, setAsking] = useState<{ action: BulkReviewAction; cases: readonly PickedCase[] } | null>(null);
  const [assignee, setAssignee] = useState('');
  const [reason, setReason] = useState('');
  const [state, bulk] = useMutation(BULK_REVIEW);
  const [presets] = useQuery({ query: REVIEW_PRESETS });
  const rejectPresets = (presets.data?.reviewPresets ?? []).filter((p) => p.decision === 'REJECTED');
  const n = asking ? cases(asking.cases.length) : '';
  // After an action, the focus goes to its report (the buttons that opened it may be gone).
  const done = useRef(false);
  const focusReport = () => (done.current ? document.querySelector<HTMLElement>('.bulk-report') : null);
  const afterClose = (e: Event) => {
    const to = focusReport();
    if (to) {
      e.preventDefault();
      to.focus();
    }
  };

  const ask = (action: BulkReviewAction) => {
    setAssignee(me ?? reviewers[0]?.id ?? NOBODY);
    setReason('');
    done.current = false;
    setAsking({ action, cases: picked });
  };
  const close = () => setAsking(null);
  /** run sends the action on the cases asked about; its failure as a whole stays in the dialog. */
  const run = async (extra: Omit<BulkReviewInput, 'ids' | 'action'>) => {
    if (!asking) return;
    const r = await bulk({ input: { ids: asking.cases.map((c) => c.id), action: asking.action, ...extra } });
    if (r.error || !r.data) return r;
    done.current = true;
    onDone(bulkOutcome(asking.action, asking.cases, r.data.bulkReview));
    close();
    return r;
  };
  const submitAssign = (e: FormEvent) => {
    e.preventDefault();
    void run(assignee === NOBODY ? {} : { userId: assignee });
  };
  const submitFlag = (e: FormEvent) => {
    e.preventDefault();
    void run({ reason: reason.trim() });
  };

  return (
    <>
      {picked.length > 0 && (
        <div className="bulk-bar" role="group" aria-label="Act on the cases picked">
          <p className="bulk-count">{cases(picked.length)} picked</p>
          <Actions>
            <Button size="small" onClick={() => ask('ASSIGN')}>
              Assign to…
            </Button>
            <Button size="small" onClick={() => ask('FLAG')}>
              Flag…
            </Button>
            <Button size="small" onClick={() => ask('UNFLAG')}>
              Unflag…
            </Button>
            <Button size="small" variant="danger" onClick={() => ask('REJECT')}>
              Reject…
            </Button>
            <Button size="small" variant="quiet" onClick={onClear}>
              Clear
            </Button>
          </Actions>
        </div>
      )}

      <Dialog open={asking?.action === 'ASSIGN'} onOpenChange={(o) => !o && close()} title={`Assign ${n}`} onCloseAutoFocus={afterClose}
        description="Each case is given to the member you choose, as one at a time would be.">
        <form className="form" onSubmit={submitAssign}>
          <Select label="Give them to" value={assignee} onChange={(e) => setAssignee(e.target.value)}
            options={[...reviewers.map((m) => ({ value: m.id, label: (m.name || m.email) + (m.id === me ? ' (you)' : '') })), { value: NOBODY, label: 'Nobody' }]} />
          <ErrorMessage error={state.error} />
          <Actions end>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={state.fetching}>
              Assign {n}
            </Button>
          </Actions>
        </form>
      </Dialog>

      <Dialog open={asking?.action === 'FLAG'} onOpenChange={(o) => !o && close()} title={`Flag ${n} as suspicious`} onCloseAutoFocus={afterClose}
        description="A flag marks each case for every reviewer; it changes no verdict.">
        <form className="form" onSubmit={submitFlag}>
          <TextArea label="Reason for the flag" required rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          <ErrorMessage error={state.error} />
          <Actions end>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={state.fetching || !reason.trim()}>
              Flag {n}
            </Button>
          </Actions>
        </form>
      </Dialog>

      <Confirm open={asking?.action === 'UNFLAG'} onOpenChange={(o) => !o && close()} title={`Clear the flag of ${n}?`} danger={false}
        confirmLabel={`Unflag ${n}`} focusAfter={focusReport} onConfirm={() => run({})}>
        Their flags and the reasons given go; the cases stay in the queue.
      </Confirm>

      <Confirm open={asking?.action === 'REJECT'} onOpenChange={(o) => !o && close()} title={`Reject ${n}?`} confirmLabel={`Reject ${n}`}
        noteLabel="Note (optional)" noteHint="It stays with each session, for reviewers; the people are not shown it." presets={rejectPresets} focusAfter={focusReport}
        onConfirm={(note) => run({ note: note || null })}>
        Each person is told the verification failed. The decisions are final.
      </Confirm>
    </>
  );
}

/** BulkReport says what an action did: how many cases, and each one left as it was, with why. */
export function BulkReport({ outcome, onDismiss }: { outcome: BulkOutcome; onDismiss(): void }) {
  return (
    <div className="bulk-report" role="status" tabIndex={-1} data-failed={outcome.failed.length}>
      <p className="bulk-report-head">{outcomeText(outcome)}</p>
      {outcome.failed.length > 0 && (
        <ul className="bulk-failed">
          {outcome.failed.map((f) => (
            <li key={f.id}>
              <span className="mono">{f.name}</span>: {f.message} <code>{f.code}</code>
            </li>
          ))}
        </ul>
      )}
      <Button size="small" variant="quiet" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
