// The audit log: who did what to which object, newest first, filtered by
// action, object, acting key and dates (kept in the URL), paged by cursor;
// each object links to its page. Actions read as plain words, and the same
// thing done again and again in a row is one line with its count.
import { useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { AUDIT_ACTIONS, NO_FILTER, auditFilter, dataSummary, isFiltered, type AuditUrlFilter } from '../components/audit/filter';
import { actionLabel, collapseRepeats, entryKey } from '../components/audit/labels';
import { ObjectLink } from '../components/developers/Events';
import { FIRST_PAGE, useCursor } from '../components/developers/paging';
import { ExportLink } from '../components/lists/ExportLink';
import { auditExport } from '../components/lists/exports';
import { SavedViews } from '../components/lists/SavedViews';
import { NotFound, Page } from '../components/Page';
import { Actions } from '../components/ui/Actions';
import { Button } from '../components/ui/Button';
import { Field } from '../components/ui/Field';
import { Filters } from '../components/ui/Filters';
import { Pager } from '../components/ui/Pager';
import { QueryState } from '../components/ui/QueryState';
import { Select } from '../components/ui/Select';
import { Table } from '../components/ui/Table';
import { graphql } from '../gql';
import { Link } from '../lib/router';
import { formatTime, utcTitle } from '../lib/time';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../pageProps';
import '../components/audit/audit.css';

const AUDIT = graphql(`
  query AuditLog($filter: AuditFilter, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          id
          action
          actorKeyId
          actorUserId
          actorName
          objectType
          objectId
          requestId
          data
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const PAGE_SIZE = 25;

function AuditFilters({ value, onApply }: { value: AuditUrlFilter; onApply: (f: AuditUrlFilter) => void }) {
  const [f, setF] = useState(value);
  const known = AUDIT_ACTIONS.some((g) => g.actions.includes(f.action));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(f);
  };
  return (
    <Filters label="Filter the audit log" onSubmit={submit}>
      <Select label="Action" value={f.action} onChange={(e) => setF({ ...f, action: e.target.value })}>
        <option value="">Any action</option>
        {!known && f.action && <option value={f.action}>{f.action}</option>}
        {AUDIT_ACTIONS.map((g) => (
          <optgroup key={g.group} label={g.group}>
            {g.actions.map((a) => (
              <option key={a} value={a}>
                {actionLabel(a)}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <Field label="Object id" value={f.object} onChange={(e) => setF({ ...f, object: e.target.value })} placeholder="ses_…, key_…" autoComplete="off"
        spellCheck={false} />
      <Field label="Acting key id" value={f.actor} onChange={(e) => setF({ ...f, actor: e.target.value })} placeholder="key_…" autoComplete="off"
        spellCheck={false} />
      <Field label="From" type="date" value={f.since} onChange={(e) => setF({ ...f, since: e.target.value })} />
      <Field label="To" type="date" value={f.until} onChange={(e) => setF({ ...f, until: e.target.value })} />
      <Actions>
        <Button type="submit" variant="primary">
          Filter
        </Button>
        {isFiltered(value) && <Button onClick={() => onApply(NO_FILTER)}>Clear</Button>}
      </Actions>
    </Filters>
  );
}

export default function AuditLogPage({ rest }: PageComponentProps) {
  const [url, setUrl] = useUrlState({ ...NO_FILTER, after: '', back: [] as string[] });
  const cursor = useCursor();
  const value: AuditUrlFilter = { action: url.action, object: url.object, actor: url.actor, since: url.since, until: url.until };
  const [result, reexecute] = useQuery({ query: AUDIT, variables: { filter: auditFilter(value), first: PAGE_SIZE, after: cursor.after } });
  const conn = result.data?.auditLog;
  const edges = conn?.edges ?? [];
  const runs = collapseRepeats(edges.map((e) => e.node), entryKey);
  const filter = auditFilter(value);
  if (rest !== '') {
    return <NotFound to="/audit-log" label="See the audit log" />;
  }
  return (
    <Page title="Audit log" description="Who did what, and when: keys, webhooks, reviews, people and settings. Entries are never changed."
      actions={
        <>
          <SavedViews list="AUDIT" />
          <ExportLink list="audit" filters={auditExport(filter)} />
        </>
      }>
      <AuditFilters key={JSON.stringify(value)} value={value} onApply={(f) => setUrl({ ...f, ...FIRST_PAGE })} />
      <QueryState loading={result.fetching && !conn} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={edges.length === 0} emptyMessage={<p>{isFiltered(value) ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</p>}>
        <Table caption="Audit entries, newest first" className="audit" columns={['When', 'Action', 'Who', 'Object', 'Details']}>
          <tbody>
            {runs.map(({ first: e, last, count }) => (
              <tr key={e.id} data-action={e.action} data-count={count}>
                <td data-label="When">
                  <div>
                    <time dateTime={e.createdAt} title={utcTitle(e.createdAt)} className="nowrap">
                      {formatTime(e.createdAt)}
                    </time>
                    {count > 1 && (
                      <span className="sub">
                        first{' '}
                        <time dateTime={last.createdAt} title={utcTitle(last.createdAt)}>
                          {formatTime(last.createdAt)}
                        </time>
                      </span>
                    )}
                  </div>
                </td>
                <td data-label="Action">
                  <div>
                    <span title={e.action}>{actionLabel(e.action)}</span>
                    {count > 1 && (
                      <span className="audit-count" title={`${count} times in a row`}>
                        {' '}×{count}
                      </span>
                    )}
                  </div>
                </td>
                <td data-label="Who">
                  <div>
                    {e.actorName}
                    {e.actorKeyId && (
                      <div>
                        <Link to={'/audit-log?actor=' + encodeURIComponent(e.actorKeyId)} className="mono" title="Every entry of this key">
                          {e.actorKeyId}
                        </Link>
                      </div>
                    )}
                  </div>
                </td>
                <td data-label="Object">
                  <div>
                    <span className="muted">{e.objectType} </span>
                    <ObjectLink id={e.objectId} />
                  </div>
                </td>
                <td data-label="Details" className="audit-details">
                  <div>
                    {dataSummary(e.data)}
                    {e.requestId && <div className="muted mono">request {e.requestId}</div>}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager label="Pages of the audit log" hasPrevious={!cursor.isFirst} hasNext={!!conn?.pageInfo.hasNextPage} onPrevious={cursor.previous}
          onNext={() => conn?.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
      </QueryState>
    </Page>
  );
}
