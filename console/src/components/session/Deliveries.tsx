// The webhook deliveries of a session's events, newest first, a page at a
// time (for those who manage webhooks).
import { useState } from 'react';
import { useQuery } from 'urql';
import type { DeliveryStatus } from '../../gql/graphql';
import { Badge, type Tone } from '../ui/Badge';
import { ErrorState } from '../ui/ErrorState';
import { Loading } from '../ui/Loading';
import { Pager } from '../ui/Pager';
import { Table } from '../ui/Table';
import { nextPage, previousPage } from './filters';
import { formatTime } from './labels';
import { SESSION_DELIVERIES } from './queries';

const PAGE_SIZE = 10;

const STATUS: Record<DeliveryStatus, { label: string; tone: Tone }> = {
  PENDING: { label: 'Pending', tone: 'warning' },
  SUCCEEDED: { label: 'Delivered', tone: 'success' },
  FAILED: { label: 'Failed', tone: 'danger' },
};

export function Deliveries({ sessionId }: { sessionId: string }) {
  const [page, setPage] = useState({ after: '', prev: [] as string[] });
  const [result, reexecute] = useQuery({
    query: SESSION_DELIVERIES,
    variables: { id: sessionId, first: PAGE_SIZE, after: page.after || null },
  });
  if (result.error && !result.data) return <ErrorState error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  const conn = result.data?.session?.webhookDeliveries;
  if (!conn) return <Loading />;
  if (conn.edges.length === 0 && !page.after) return <p className="muted">No webhook was sent about this session.</p>;
  return (
    <>
      <Table label="Webhook deliveries" caption="Webhook deliveries" className="deliveries" flat plain
        columns={['Event', 'Status', 'Last answer', 'Sent']}>
        <tbody>
          {conn.edges.map(({ node: d }) => {
            const last = d.attempts[d.attempts.length - 1];
            const s = STATUS[d.status];
            return (
              <tr key={d.id} data-delivery={d.eventType} data-status={d.status}>
                <th scope="row">
                  <code>{d.eventType}</code>
                  <span className="sub mono">{d.endpointId}</span>
                </th>
                <td>
                  <Badge tone={s.tone}>{s.label}</Badge>
                </td>
                <td>
                  {last ? (last.statusCode ?? last.error ?? '—') : '—'}
                  <span className="sub">
                    {d.attempts.length} {d.attempts.length === 1 ? 'attempt' : 'attempts'}
                    {d.nextAttemptAt ? `, next ${formatTime(d.nextAttemptAt)}` : ''}
                  </span>
                </td>
                <td>{formatTime(d.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Pager label="Pages of deliveries" hasPrevious={page.prev.length > 0} hasNext={conn.pageInfo.hasNextPage} onPrevious={() => setPage(previousPage(page))}
        onNext={() => conn.pageInfo.endCursor && setPage(nextPage(page, conn.pageInfo.endCursor))} />
    </>
  );
}
