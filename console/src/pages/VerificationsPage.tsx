// Verifications: the organization's sessions, newest first, filtered and
// paged through the URL; and a session's own page below it
// (/verifications/ses_…).
import { useQuery } from 'urql';
import { ExportLink } from '../components/lists/ExportLink';
import { sessionsExport } from '../components/lists/exports';
import { SavedViews } from '../components/lists/SavedViews';
import { Page } from '../components/Page';
import { FROM_START, VERIFICATION_DEFAULTS, nextPage, previousPage, sessionFilter } from '../components/session/filters';
import { REASON_LABELS, STATUS_LABELS, formatScore, formatTime, keysOf } from '../components/session/labels';
import { SESSIONS, WORKFLOW_NAMES } from '../components/session/queries';
import { SessionView, useSessionDetail } from '../components/session/SessionView';
import { FlagBadge, StatusBadge } from '../components/session/StatusBadge';
import { TextFilter } from '../components/TextFilter';
import { EmptyState } from '../components/ui/EmptyState';
import { Field } from '../components/ui/Field';
import { Filters } from '../components/ui/Filters';
import { ListCount } from '../components/ui/ListCount';
import { Pager } from '../components/ui/Pager';
import { Select } from '../components/ui/Select';
import { Table } from '../components/ui/Table';
import { Link } from '../lib/router';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../pageProps';

const PAGE_SIZE = 25;

export default function VerificationsPage({ rest }: PageComponentProps) {
  const id = rest.replace(/^\//, '');
  return id ? <SessionPage id={id} /> : <SessionList />;
}

function SessionPage({ id }: { id: string }) {
  const { result, reviewers, refetch } = useSessionDetail(id);
  const missing = result.data && !result.data.session;
  return (
    <Page title={`Session ${id}`} loading={!result.data && !result.error} error={result.data ? undefined : result.error} onRetry={refetch}
      empty={missing} emptyMessage={<p>There is no session {id} in this organization and mode.</p>}
      crumbs={[{ label: 'Verifications', to: '/verifications' }, { label: id }]}>
      {result.data?.session && <SessionView data={result.data} reviewers={reviewers} level={2} refetch={refetch} />}
    </Page>
  );
}

const YES_NO = [
  { value: '', label: 'Either' },
  { value: 'yes', label: 'Flagged' },
  { value: 'no', label: 'Not flagged' },
];

function SessionList() {
  const [u, set] = useUrlState(VERIFICATION_DEFAULTS);
  const filter = sessionFilter(u);
  const [result, reexecute] = useQuery({
    query: SESSIONS,
    variables: { filter, first: PAGE_SIZE, after: u.after || null },
  });
  const [workflows] = useQuery({ query: WORKFLOW_NAMES });
  const change = (values: Partial<typeof u>, replace = false) => set({ ...values, ...FROM_START }, { replace });
  const conn = result.data?.sessions;
  const filtered = JSON.stringify(filter) !== '{}';
  const rows = conn?.edges ?? [];
  // The overview links days as it counts them: UTC calendar days.
  const utcHint = u.tz === 'utc' && (u.from || u.to) ? 'A UTC day' : undefined;
  return (
    <Page title="Verifications" description="Every verification session of the organization, newest first."
      loading={!result.data && !result.error} error={result.data ? undefined : result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      actions={
        <>
          <SavedViews list="SESSIONS" />
          <ExportLink list="sessions" filters={sessionsExport(filter)} />
        </>
      }>
      <Filters label="Filter verifications" onClear={filtered ? () => set({ ...VERIFICATION_DEFAULTS }) : undefined}>
        <TextFilter label="Search" type="search" value={u.q} onCommit={(q) => change({ q }, true)} />
        <Select label="Status" value={u.status} onChange={(e) => change({ status: e.target.value })}
          options={[{ value: '', label: 'Any' }, ...keysOf(STATUS_LABELS).map((s) => ({ value: s, label: STATUS_LABELS[s] }))]} />
        <Select label="Decision reason" value={u.reason} onChange={(e) => change({ reason: e.target.value })}
          options={[{ value: '', label: 'Any' }, ...keysOf(REASON_LABELS).map((r) => ({ value: r, label: REASON_LABELS[r] }))]} />
        <Select label="Workflow" value={u.workflow} onChange={(e) => change({ workflow: e.target.value })}
          options={[{ value: '', label: 'Any' },
            ...(workflows.data?.workflows ?? []).map((w) => ({ value: w.id, label: w.archivedAt ? `${w.name} (archived)` : w.name }))]} />
        <Field label="Created from" type="date" value={u.from} max={u.to || undefined} onChange={(e) => change({ from: e.target.value })} hint={utcHint} />
        <Field label="Created to" type="date" value={u.to} min={u.from || undefined} onChange={(e) => change({ to: e.target.value })} hint={utcHint} />
        <TextFilter label="User reference" value={u.ref} onCommit={(ref) => change({ ref }, true)} />
        <TextFilter label="Customer id" value={u.customer} onCommit={(customer) => change({ customer }, true)} />
        <Select label="Flag" value={u.flagged} onChange={(e) => change({ flagged: e.target.value })} options={YES_NO} />
      </Filters>
      {conn && (
        <>
          <ListCount count={conn.totalCount} one="session" many="sessions" filtered={filtered} updating={result.fetching} />
          {rows.length === 0 ? (
            <EmptyState>
              <p>{filtered ? 'No session matches these filters.' : 'No verification sessions yet: create one with the API or a workflow’s link.'}</p>
            </EmptyState>
          ) : (
            <Table caption="Verification sessions" className="sessions"
              columns={['Session', 'Status', 'Decision reason', { label: 'Risk', num: true }, 'Created', 'Flag']}>
              <tbody>
                {rows.map(({ node: s }) => (
                  <tr key={s.id}>
                    <td data-label="Session">
                      <div>
                        <Link to={`/verifications/${s.id}`} className="mono">
                          {s.id}
                        </Link>
                        {s.userReference && <span className="sub">{s.userReference}</span>}
                      </div>
                    </td>
                    <td data-label="Status">
                      <StatusBadge status={s.status} />
                    </td>
                    <td data-label="Reason">{s.decisionReason ? REASON_LABELS[s.decisionReason] : '—'}</td>
                    <td data-label="Risk" className="num">{formatScore(s.riskScore)}</td>
                    <td data-label="Created">{formatTime(s.createdAt)}</td>
                    <td data-label="Flag">{s.flagged ? <FlagBadge /> : <span className="muted">—</span>}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <Pager hasPrevious={u.prev.length > 0 || !!u.after} hasNext={conn.pageInfo.hasNextPage}
            onPrevious={() => set(previousPage(u))} onNext={() => conn.pageInfo.endCursor && set(nextPage(u, conn.pageInfo.endCursor))} />
        </>
      )}
    </Page>
  );
}
