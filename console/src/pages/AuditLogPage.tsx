// The audit log: who did what to which object, newest first, filtered by
// action, object, acting key and dates (kept in the URL), paged by cursor;
// each object links to its page.
import { useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { NotFound, Page } from '../components/Page';
import { AUDIT_ACTIONS, NO_FILTER, auditFilter, dataSummary, isFiltered, type AuditUrlFilter } from '../components/audit/filter';
import { ObjectLink } from '../components/developers/Events';
import { formatTime } from '../components/developers/format';
import { FIRST_PAGE, useCursor } from '../components/developers/paging';
import { Pager, QueryState } from '../components/developers/ui';
import { graphql } from '../gql';
import { Link } from '../lib/router';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../routes';

const AUDIT = graphql(`
  query AuditLog($filter: AuditFilter, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          id
          action
          actorKeyId
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

function Filters({ value, onApply }: { value: AuditUrlFilter; onApply: (f: AuditUrlFilter) => void }) {
  const [f, setF] = useState(value);
  const known = AUDIT_ACTIONS.some((g) => g.actions.includes(f.action));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(f);
  };
  return (
    <form className="filters" onSubmit={submit} role="search" aria-label="Filter the audit log">
      <div className="field">
        <label htmlFor="audit-action">Action</label>
        <select id="audit-action" value={f.action} onChange={(e) => setF({ ...f, action: e.target.value })}>
          <option value="">Any action</option>
          {!known && f.action && <option value={f.action}>{f.action}</option>}
          {AUDIT_ACTIONS.map((g) => (
            <optgroup key={g.group} label={g.group}>
              {g.actions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="audit-object">Object id</label>
        <input id="audit-object" value={f.object} onChange={(e) => setF({ ...f, object: e.target.value })} placeholder="ses_…, key_…" autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor="audit-actor">Acting key id</label>
        <input id="audit-actor" value={f.actor} onChange={(e) => setF({ ...f, actor: e.target.value })} placeholder="key_…" autoComplete="off" spellCheck={false} />
      </div>
      <div className="field">
        <label htmlFor="audit-since">From</label>
        <input id="audit-since" type="date" value={f.since} onChange={(e) => setF({ ...f, since: e.target.value })} />
      </div>
      <div className="field">
        <label htmlFor="audit-until">To</label>
        <input id="audit-until" type="date" value={f.until} onChange={(e) => setF({ ...f, until: e.target.value })} />
      </div>
      <div className="filters-actions">
        <button type="submit" className="button button-primary">
          Filter
        </button>
        {isFiltered(value) && (
          <button type="button" className="button" onClick={() => onApply(NO_FILTER)}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}

export default function AuditLogPage({ rest }: PageComponentProps) {
  const [url, setUrl] = useUrlState({ ...NO_FILTER, after: '', back: [] as string[] });
  const cursor = useCursor();
  const value: AuditUrlFilter = { action: url.action, object: url.object, actor: url.actor, since: url.since, until: url.until };
  const [result, reexecute] = useQuery({ query: AUDIT, variables: { filter: auditFilter(value), first: PAGE_SIZE, after: cursor.after } });
  const conn = result.data?.auditLog;
  const edges = conn?.edges ?? [];
  if (rest !== '') {
    return <NotFound to="/audit-log" label="See the audit log" />;
  }
  return (
    <Page title="Audit log" description="Who did what, and when: keys, webhooks, reviews, people and settings. Entries are never changed.">
      <Filters key={JSON.stringify(value)} value={value} onApply={(f) => setUrl({ ...f, ...FIRST_PAGE })} />
      <QueryState loading={result.fetching && !conn} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={edges.length === 0} emptyMessage={<p>{isFiltered(value) ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</p>}>
        <div className="table-wrap">
          <table className="data-table stack-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Action</th>
                <th scope="col">Who</th>
                <th scope="col">Object</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node: e }) => (
                <tr key={e.id}>
                  <td data-label="When" className="nowrap">{formatTime(e.createdAt)}</td>
                  <td data-label="Action">
                    <code>{e.action}</code>
                  </td>
                  <td data-label="Who">
                    {e.actorName}
                    {e.actorKeyId && (
                      <div>
                        <Link to={'/audit-log?actor=' + encodeURIComponent(e.actorKeyId)} className="mono" title="Every entry of this key">
                          {e.actorKeyId}
                        </Link>
                      </div>
                    )}
                  </td>
                  <td data-label="Object">
                    <span className="muted">{e.objectType} </span>
                    <ObjectLink id={e.objectId} />
                  </td>
                  <td data-label="Details">
                    {dataSummary(e.data)}
                    {e.requestId && <div className="muted mono">request {e.requestId}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager label="Pages of the audit log" isFirst={cursor.isFirst} hasNext={!!conn?.pageInfo.hasNextPage} onPrevious={cursor.previous}
          onNext={() => conn?.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
      </QueryState>
    </Page>
  );
}
