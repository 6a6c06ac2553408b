// One webhook endpoint: what it receives, its changes (events,
// description, enabled), a new secret, a test event, deletion, and the log
// of its deliveries, filtered by status in the URL and paged by cursor.
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { DeliveryStatus } from '../../gql/graphql';
import { Link, href, useNavigate } from '../../lib/router';
import { useUrlState } from '../../lib/urlState';
import { Page } from '../Page';
import { Actions } from '../ui/Actions';
import type { Tone } from '../ui/Badge';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Confirm } from '../ui/Confirm';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { Notice } from '../ui/Notice';
import { Pager } from '../ui/Pager';
import { QueryState } from '../ui/QueryState';
import { Table } from '../ui/Table';
import { describeEvents, eventsOf, selectionOf } from './eventTypes';
import { formatTime, outcome } from './format';
import { FIRST_PAGE, useCursor } from './paging';
import type { Revealed } from './SecretDialog';
import { usePolling } from './usePolling';
import { EndpointForm, type EndpointValues } from './Webhooks';

const ENDPOINT = graphql(`
  query WebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      ...EndpointFields
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...EndpointFields
    }
  }
`);

const ROTATE = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`);

const DELETE = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

const SEND_TEST = graphql(`
  mutation SendTestWebhookEvent($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId) {
      id
      status
    }
  }
`);

const DELIVERIES = graphql(`
  query WebhookDeliveries($endpointId: ID!, $status: DeliveryStatus, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first, after: $after) {
      edges {
        node {
          id
          eventId
          eventType
          status
          nextAttemptAt
          createdAt
          attempts {
            attempt
            statusCode
            error
            createdAt
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const PAGE_SIZE = 20;

// A list refreshed by the mutations that make deliveries, even while it is empty.
const DELIVERY_CONTEXT = { additionalTypenames: ['WebhookDelivery'] };

/** The delivery statuses, as the URL and people name them. */
export const DELIVERY_STATUSES: readonly { value: string; status: DeliveryStatus; label: string; tone: Tone }[] = [
  { value: 'pending', status: 'PENDING', label: 'Pending', tone: 'warning' },
  { value: 'succeeded', status: 'SUCCEEDED', label: 'Succeeded', tone: 'success' },
  { value: 'failed', status: 'FAILED', label: 'Failed', tone: 'danger' },
];

/** DeliveryBadge shows a delivery's status. */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  const s = DELIVERY_STATUSES.find((d) => d.status === status);
  return <Badge tone={s?.tone}>{s?.label ?? status}</Badge>;
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const [{ status }, setUrl] = useUrlState({ status: '', after: '', back: [] as string[] });
  const cursor = useCursor();
  const filter = DELIVERY_STATUSES.find((d) => d.value === status);
  const [result, reexecute] = useQuery({
    query: DELIVERIES,
    variables: { endpointId, status: filter?.status ?? null, first: PAGE_SIZE, after: cursor.after },
    context: DELIVERY_CONTEXT,
  });
  const conn = result.data?.webhookDeliveries;
  const edges = conn?.edges ?? [];
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  usePolling(edges.some((e) => e.node.status === 'PENDING'), refresh);
  const choices = [{ value: '', label: 'All' }, ...DELIVERY_STATUSES];
  return (
    <section className="section" aria-labelledby="deliveries-title">
      <div className="section-head">
        <h2 id="deliveries-title">Deliveries</h2>
        <Button size="small" onClick={refresh}>
          Refresh
        </Button>
      </div>
      <nav aria-label="Deliveries by status">
        <ul className="segmented">
          {choices.map((c) => (
            <li key={c.value}>
              <a href={href(`/developers/webhooks/${endpointId}${c.value ? '?status=' + c.value : ''}`)} aria-current={status === c.value ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  setUrl({ status: c.value, ...FIRST_PAGE });
                }}>
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState loading={result.fetching && !conn} error={result.error} onRetry={refresh} empty={edges.length === 0}
        emptyMessage={<p>{filter ? `No ${filter.label.toLowerCase()} deliveries.` : 'No deliveries yet: send a test event to see one.'}</p>}>
        <Table columns={['Event', 'Status', 'Last response', 'Attempts', 'Created']}>
          <tbody>
            {edges.map(({ node: d }) => {
              const last = d.attempts[d.attempts.length - 1];
              return (
                <tr key={d.id}>
                  <td data-label="Event">
                    <Link to={`/developers/webhooks/${endpointId}/deliveries/${d.id}`}>
                      <code>{d.eventType}</code>
                    </Link>
                    <div className="muted mono">{d.eventId}</div>
                  </td>
                  <td data-label="Status">
                    <DeliveryBadge status={d.status} />
                  </td>
                  <td data-label="Last response">{last ? outcome(last) : <span className="muted">None yet</span>}</td>
                  <td data-label="Attempts">{d.attempts.length}</td>
                  <td data-label="Created" className="nowrap">{formatTime(d.createdAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
        <Pager label="Pages of deliveries" hasPrevious={!cursor.isFirst} hasNext={!!conn?.pageInfo.hasNextPage} onPrevious={cursor.previous}
          onNext={() => conn?.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
      </QueryState>
    </section>
  );
}

/** Endpoint is the page of one endpoint. */
export function Endpoint({ id, onReveal }: { id: string; onReveal: (r: Revealed) => void }) {
  const navigate = useNavigate();
  const [result, reexecute] = useQuery({ query: ENDPOINT, variables: { id } });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [update, runUpdate] = useMutation(UPDATE);
  const [, runRotate] = useMutation(ROTATE);
  const [, runDelete] = useMutation(DELETE);
  const [test, runTest] = useMutation(SEND_TEST);
  const [sent, setSent] = useState(0);
  const e = result.data?.webhookEndpoint;

  const save = async (v: EndpointValues) => {
    const r = await runUpdate({ id, input: { description: v.description, events: eventsOf(v.events), enabled: v.enabled } });
    if (!r.error) setEditing(false);
  };
  const sendTest = async () => {
    const r = await runTest({ endpointId: id }, { additionalTypenames: ['WebhookDelivery'] });
    if (!r.error) setSent((n) => n + 1);
  };

  return (
    <Page title="Webhook endpoint" loading={result.fetching && !result.data} error={result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })} empty={!!result.data && !e}
      emptyMessage={<p>There is no endpoint {id} in this mode. <Link to="/developers/webhooks">See every endpoint</Link>.</p>}>
      <p className="breadcrumb">
        <Link to="/developers/webhooks">← Webhooks</Link>
      </p>
      {e && (
        <>
          <section className="section" aria-labelledby="endpoint-title">
            <h2 id="endpoint-title" className="mono">
              {e.url}
            </h2>
            {editing ? (
              <>
                <p className="section-text">Change what it receives.</p>
                <EndpointForm initial={{ url: e.url, description: e.description, events: selectionOf(e.events), enabled: e.enabled }} withUrl={false}
                  submitLabel="Save changes" busy={update.fetching} error={update.error} onSubmit={save} onCancel={() => setEditing(false)} />
              </>
            ) : (
              <>
                <Facts items={[
                  ['Status', e.enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>],
                  ['Events', describeEvents(e.events)],
                  ['Description', e.description || <span className="muted">None</span>],
                  ['Endpoint id', <code>{e.id}</code>],
                  ['Created', formatTime(e.createdAt)],
                  ...(e.disabledReason ? ([['Disabled because', e.disabledReason]] as [string, string][]) : []),
                ]} />
                <Actions className="toolbar">
                  <Button variant="primary" onClick={sendTest} disabled={test.fetching}>
                    Send a test event
                  </Button>
                  <Button onClick={() => setEditing(true)}>
                    Edit
                  </Button>
                  <Button disabled={update.fetching}
                    onClick={() => runUpdate({ id, input: { enabled: !e.enabled } })}>
                    {e.enabled ? 'Disable' : 'Enable'}
                  </Button>
                  <Button onClick={() => setConfirming('rotate')}>
                    Rotate secret
                  </Button>
                  <Button variant="quietDanger" onClick={() => setConfirming('delete')}>
                    Delete
                  </Button>
                </Actions>
                <ErrorMessage error={test.error ?? update.error} />
                {sent > 0 && !test.error && (
                  <Notice tone="success">
                    A <code>webhook.test</code> event is on its way: it is listed below.
                  </Notice>
                )}
              </>
            )}
          </section>
          <Deliveries endpointId={id} />
          <Confirm open={confirming === 'rotate'} onOpenChange={(o) => !o && setConfirming(null)} title="Rotate the signing secret?"
            confirmLabel="Rotate secret"
            onConfirm={async () => {
              const r = await runRotate({ id });
              const rotated = r.data?.rotateWebhookSecret;
              if (rotated) {
                onReveal({ title: 'Your endpoint’s new signing secret', what: `Deliveries to ${rotated.endpoint.url} are signed with it from now on.`, secret: rotated.secret });
              }
              return r;
            }}>
            A new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours, while you change your receiver.
          </Confirm>
          <Confirm open={confirming === 'delete'} onOpenChange={(o) => !o && setConfirming(null)} title="Delete this endpoint?"
            confirmLabel="Delete endpoint"
            onConfirm={async () => {
              const r = await runDelete({ id }, { additionalTypenames: ['WebhookEndpoint'] });
              if (!r.error) navigate(href('/developers/webhooks'), { replace: true });
              return r;
            }}>
            Nothing more is sent to <code>{e.url}</code>, and its deliveries are no longer listed. This cannot be undone.
          </Confirm>
        </>
      )}
    </Page>
  );
}
