// The review queue: the cases waiting for a person, the longest waiting
// first, on the left (above, on a phone); the case chosen beside them,
// with everything needed to decide it. Cases can be picked to assign,
// flag or reject them together. It follows the organization's
// verification events, so a case decided elsewhere leaves it at once.
// Keys: j/k next and previous case, a approve, r reject, ? the list of
// keys (also behind the "Keyboard shortcuts" button, for touch screens).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useSubscription } from 'urql';
import { ExportLink } from '../components/lists/ExportLink';
import { reviewExport } from '../components/lists/exports';
import { SavedViews } from '../components/lists/SavedViews';
import { Page } from '../components/Page';
import type { ActionsHandle } from '../components/session/Actions';
import { BulkBar, BulkReport } from '../components/session/Bulk';
import { toggle, type BulkOutcome } from '../components/session/bulk';
import { FROM_START, QUEUE_DEFAULTS, nextPage, previousPage, queueFilter } from '../components/session/filters';
import { REASON_LABELS, formatAge, formatScore, keysOf } from '../components/session/labels';
import { MEMBERS, REVIEW_QUEUE, VERIFICATION_EVENTS } from '../components/session/queries';
import { SessionPanel } from '../components/session/SessionView';
import { SHORTCUTS, shortcutFor } from '../components/session/shortcuts';
import { FlagBadge } from '../components/session/StatusBadge';
import { Actions } from '../components/ui/Actions';
import { Button } from '../components/ui/Button';
import { Check } from '../components/ui/Check';
import { Dialog } from '../components/ui/Dialog';
import { EmptyState } from '../components/ui/EmptyState';
import { Filters } from '../components/ui/Filters';
import { Pager } from '../components/ui/Pager';
import { Select } from '../components/ui/Select';
import { RECONNECTED } from '../lib/client';
import { useViewer } from '../lib/session';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../pageProps';

const PAGE_SIZE = 50;

/** How long the queue waits after an event for others that come with it before reading itself again. */
const SETTLE_MS = 250;

const AGES = [
  { value: '', label: 'Any' },
  { value: '3600', label: '1 hour or more' },
  { value: '14400', label: '4 hours or more' },
  { value: '86400', label: '1 day or more' },
  { value: '259200', label: '3 days or more' },
];

const FLAGS = [
  { value: '', label: 'Either' },
  { value: 'yes', label: 'Flagged' },
  { value: 'no', label: 'Not flagged' },
];

const TYPES = ['verification.*'];

export default function ReviewQueuePage(_: PageComponentProps) {
  const viewer = useViewer();
  const me = viewer.user?.id;
  const [u, set] = useUrlState(QUEUE_DEFAULTS);
  const [result, reexecute] = useQuery({
    query: REVIEW_QUEUE,
    variables: { filter: queueFilter(u, me), first: PAGE_SIZE, after: u.after || null },
  });
  const [members] = useQuery({ query: MEMBERS });
  const [refresh, setRefresh] = useState(0);
  const [help, setHelp] = useState(false);
  const [picked, setPicked] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const actions = useRef<ActionsHandle>(null);

  // Live: each verification event reads the queue (and the case shown) again.
  const settle = useRef<number | undefined>(undefined);
  const [events] = useSubscription({ query: VERIFICATION_EVENTS, variables: { types: TYPES } }, (_prev: unknown, e) => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      reexecute({ requestPolicy: 'network-only' });
      setRefresh((n) => n + 1);
    }, SETTLE_MS);
    return e;
  });
  useEffect(() => () => window.clearTimeout(settle.current), []);
  // Back from a lost connection: what was decided meanwhile is read again.
  useEffect(() => {
    const again = () => {
      reexecute({ requestPolicy: 'network-only' });
      setRefresh((n) => n + 1);
    };
    window.addEventListener(RECONNECTED, again);
    return () => window.removeEventListener(RECONNECTED, again);
  }, [reexecute]);

  const cases = result.data?.reviewQueue.edges.map((e) => e.node) ?? [];
  // The cases picked among those shown (one decided meanwhile leaves the list, and the pick).
  const selected = cases.filter((c) => picked.includes(c.id)).map((c) => ({ id: c.id, name: c.userReference || c.id }));
  const allPicked = cases.length > 0 && selected.length === cases.length;
  // The case shown: the one in the URL, else the first waiting.
  const shown = u.case || cases[0]?.id || '';
  const index = cases.findIndex((c) => c.id === shown);

  const select = useCallback((id: string, replace = false) => set({ case: id }, { replace }), [set]);
  const move = (by: number) => {
    if (cases.length === 0) return;
    const from = index < 0 ? (by > 0 ? -1 : 0) : index;
    const to = Math.min(Math.max(from + by, 0), cases.length - 1);
    select(cases[to].id, true);
    document.getElementById('case-' + cases[to].id)?.scrollIntoView({ block: 'nearest' });
  };
  // After a verdict given here, the next case.
  const decided = (id: string) => {
    const i = cases.findIndex((c) => c.id === id);
    const next = cases[i + 1] ?? cases[i - 1];
    select(next ? next.id : '', true);
  };

  const keys = useRef({ move, actions, setHelp });
  keys.current = { move, actions, setHelp };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = shortcutFor(e);
      if (!action) return;
      e.preventDefault();
      const k = keys.current;
      if (action === 'next') k.move(1);
      else if (action === 'previous') k.move(-1);
      else if (action === 'approve') k.actions.current?.approve();
      else if (action === 'reject') k.actions.current?.reject();
      else k.setHelp(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const conn = result.data?.reviewQueue;
  const reviewers = (members.data?.members ?? []).filter((m) => m.role === 'OWNER' || m.role === 'ADMIN' || m.role === 'REVIEWER');
  const change = (values: Partial<typeof u>) => {
    setPicked([]);
    set({ ...values, ...FROM_START, case: '' });
  };
  const turn = (values: Partial<typeof u>) => {
    setPicked([]);
    set({ ...values, case: '' });
  };
  const bulkDone = (o: BulkOutcome) => {
    setPicked([]);
    setOutcome(o);
    reexecute({ requestPolicy: 'network-only' });
    setRefresh((n) => n + 1);
  };
  const count = conn ? (conn.totalCount >= 10000 ? '10,000 or more' : conn.totalCount.toLocaleString()) : '';

  return (
    <Page title="Review queue" loading={!result.data && !result.error} error={result.data ? undefined : result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      actions={
        <>
          <SavedViews list="REVIEW" />
          <ExportLink list="review" filters={reviewExport(queueFilter(u, me))} />
          <Button onClick={() => setHelp(true)} aria-keyshortcuts="?">
            Keyboard shortcuts
          </Button>
        </>
      }>
      <div className="queue">
        <div className="queue-side">
          <Filters label="Filter the queue" className="filters-queue">
            <Select label="Reason" value={u.reason} onChange={(e) => change({ reason: e.target.value })}
              options={[{ value: '', label: 'Any' }, ...keysOf(REASON_LABELS).map((r) => ({ value: r, label: REASON_LABELS[r] }))]} />
            <Select label="Waiting" value={u.age} onChange={(e) => change({ age: e.target.value })} options={AGES} />
            <Select label="Assignee" value={u.assignee} onChange={(e) => change({ assignee: e.target.value })}
              options={[{ value: '', label: 'Anyone' }, { value: 'me', label: 'Assigned to me' },
                ...reviewers.filter((m) => m.user.id !== me).map((m) => ({ value: m.user.id, label: m.user.name || m.user.email }))]} />
            <Select label="Flag" value={u.flagged} onChange={(e) => change({ flagged: e.target.value })} options={FLAGS} />
          </Filters>
          <p className="queue-count" role="status">
            {conn && `${count} ${conn.totalCount === 1 ? 'case' : 'cases'} waiting`}
            {events.error ? <span className="muted"> · live updates are off</span> : null}
          </p>
          {outcome && <BulkReport outcome={outcome} onDismiss={() => setOutcome(null)} />}
          {cases.length > 0 && (
            <div className="queue-bulk">
              <Check label={`Pick the ${cases.length === 1 ? 'case' : `${cases.length} cases`} on this page`} checked={allPicked}
                onChange={(e) => setPicked(e.target.checked ? cases.map((c) => c.id) : [])} />
              <BulkBar picked={selected} reviewers={reviewers.map((m) => m.user)} me={me} onClear={() => setPicked([])} onDone={bulkDone} />
            </div>
          )}
          {conn && cases.length === 0 ? (
            <EmptyState>
              <p>Nothing to review{JSON.stringify(queueFilter(u, me)) !== '{}' ? ' with these filters' : ''}.</p>
            </EmptyState>
          ) : (
            <ul className="queue-list" aria-label="Cases">
              {cases.map((c) => (
                <li key={c.id} id={'case-' + c.id}>
                  <Check className="queue-pick" label={<span className="sr-only">Pick {c.userReference || c.id}</span>} checked={picked.includes(c.id)}
                    onChange={(e) => setPicked((p) => toggle(p, c.id, e.target.checked))} />
                  <a href={`?case=${c.id}`} aria-current={c.id === shown ? 'true' : undefined}
                    onClick={(e) => { e.preventDefault(); select(c.id); }}>
                    <span className="queue-id mono">{c.userReference || c.id}</span>
                    <span className="queue-reason">{c.decisionReason ? REASON_LABELS[c.decisionReason] : 'In review'}</span>
                    <span className="queue-meta">
                      <span>Waiting {formatAge(c.reviewSince)}</span>
                      <span>Risk {formatScore(c.riskScore)}</span>
                      {c.assignedTo && <span>{c.assignedUserId === me ? 'Yours' : c.assignedTo}</span>}
                      {c.flagged && <FlagBadge />}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {conn && (
            <Pager hasPrevious={u.prev.length > 0 || !!u.after} hasNext={conn.pageInfo.hasNextPage}
              onPrevious={() => turn(previousPage(u))}
              onNext={() => conn.pageInfo.endCursor && turn(nextPage(u, conn.pageInfo.endCursor))} />
          )}
        </div>
        <div className="queue-case" aria-label="The case" role="region">
          {/* While any case waits, one is shown: the first unless another is chosen. */}
          {shown && (
            <SessionPanel key={shown} id={shown} level={3} compact refresh={refresh} onDecided={decided} actionsRef={actions}
              head={<h2 className="case-title mono">{shown}</h2>} />
          )}
        </div>
      </div>
      <Dialog open={help} onOpenChange={setHelp} title="Keyboard shortcuts" description="They work anywhere on this page but in a field.">
        <dl className="shortcuts">
          {SHORTCUTS.map((s) => (
            <div key={s.key}>
              <dt>
                <kbd>{s.key}</kbd>
              </dt>
              <dd>{s.label}</dd>
            </div>
          ))}
        </dl>
        <Actions end>
          <Button onClick={() => setHelp(false)}>
            Close
          </Button>
        </Actions>
      </Dialog>
    </Page>
  );
}
