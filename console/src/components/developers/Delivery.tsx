// One delivery of an endpoint: the request (URL, headers, body), each
// attempt's response (status, latency, headers, body, error), the next
// attempt, and a replay with the same webhook-id.
import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { objectPath } from '../../lib/objects';
import { Link } from '../../lib/router';
import { useCan } from '../../lib/session';
import { Page } from '../Page';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { CodeBlock } from '../ui/CodeBlock';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { Panel } from '../ui/Panel';
import { DeliveryBadge } from './Endpoint';
import { formatHeaders, formatTime, latency, outcome, succeeded } from './format';
import { usePolling } from './usePolling';

/** $read asks for the body: the event's payload, not a developer's in live mode. */
const DELIVERY = graphql(`
  query WebhookDelivery($id: ID!, $read: Boolean!) {
    webhookDelivery(id: $id) {
      id
      endpointId
      eventId
      eventType
      status
      nextAttemptAt
      createdAt
      updatedAt
      event {
        id
        objectId
      }
      request {
        url
        headers {
          name
          value
        }
        body @include(if: $read)
      }
      attempts {
        attempt
        statusCode
        latencyMs
        responseBody
        responseHeaders {
          name
          value
        }
        error
        createdAt
      }
    }
  }
`);

const RESEND = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`);

/** Delivery is the page of one delivery of endpointId. */
export function Delivery({ endpointId, id }: { endpointId: string; id: string }) {
  const can = useCan();
  const read = can('READ');
  const [result, reexecute] = useQuery({ query: DELIVERY, variables: { id, read } });
  const [resend, runResend] = useMutation(RESEND);
  const d = result.data?.webhookDelivery;
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  usePolling(d?.status === 'PENDING', refresh);
  const objectLink = d?.event && objectPath(d.event.objectId);
  const replay = async () => {
    const r = await runResend({ id });
    if (!r.error) refresh();
  };
  return (
    <Page title="Webhook delivery" loading={result.fetching && !result.data} error={result.error} onRetry={refresh}
      empty={!!result.data && (!d || d.endpointId !== endpointId)}
      emptyMessage={<p>There is no delivery {id} of this endpoint. <Link to={'/developers/webhooks/' + endpointId}>See its deliveries</Link>.</p>}>
      <p className="breadcrumb">
        <Link to={'/developers/webhooks/' + endpointId}>← Endpoint and its deliveries</Link>
      </p>
      {d && (
        <>
          <section className="section" aria-labelledby="delivery-title">
            <div className="section-head">
              <h2 id="delivery-title">
                <code>{d.eventType}</code> <DeliveryBadge status={d.status} />
              </h2>
              <Button variant="primary" onClick={replay} disabled={resend.fetching}>
                Replay
              </Button>
            </div>
            <ErrorMessage error={resend.error} />
            <Facts items={[
              ['Event', <Link to={'/developers/events/' + d.eventId}><code>{d.eventId}</code></Link>],
              ['Object', d.event ? (objectLink ? <Link to={objectLink}><code>{d.event.objectId}</code></Link> : <code>{d.event.objectId}</code>) : '—'],
              ['Delivery id', <code>{d.id}</code>],
              ['Created', formatTime(d.createdAt)],
              ['Next attempt', d.nextAttemptAt ? formatTime(d.nextAttemptAt) : <span className="muted">None scheduled</span>],
              ['Attempts', `${d.attempts.length} of at most 20`],
            ]} />
          </section>
          <section className="section" aria-labelledby="request-title">
            <h2 id="request-title">Request</h2>
            <p className="section-text">
              <span className="mono">POST {d.request.url}</span>
            </p>
            <h3>Headers</h3>
            <CodeBlock label="Request headers">{formatHeaders(d.request.headers)}</CodeBlock>
            <h3>Body</h3>
            {d.request.body != null ? (
              <>
                <p className="hint">Indented here for reading; the receiver gets the exact bytes that were signed.</p>
                <CodeBlock label="Request body" json>{d.request.body}</CodeBlock>
              </>
            ) : (
              <p className="hint">Your role cannot read payloads in this mode.</p>
            )}
          </section>
          <section className="section" aria-labelledby="attempts-title">
            <h2 id="attempts-title">Attempts</h2>
            {d.attempts.length === 0 && <p className="section-text">No attempt yet{d.nextAttemptAt ? `: the first is due ${formatTime(d.nextAttemptAt)}` : ''}.</p>}
            {[...d.attempts].reverse().map((a) => (
              <Panel as="article" key={a.attempt} title={`Attempt ${a.attempt}`} level={3} className="delivery-attempt"
                aside={
                  <>
                    <Badge tone={succeeded(a) ? 'success' : 'danger'}>{outcome(a)}</Badge>
                    <span className="muted">{latency(a.latencyMs)}</span>
                    <span className="muted">{formatTime(a.createdAt)}</span>
                  </>
                }>
                {a.error && (
                  <ErrorMessage inline>
                    Error: <span className="mono">{a.error}</span>
                  </ErrorMessage>
                )}
                {a.responseHeaders.length > 0 && (
                  <>
                    <h4>Response headers</h4>
                    <CodeBlock label={`Attempt ${a.attempt}: response headers`}>{formatHeaders(a.responseHeaders)}</CodeBlock>
                  </>
                )}
                <h4>Response body</h4>
                <CodeBlock label={`Attempt ${a.attempt}: response body`} json>{a.responseBody}</CodeBlock>
              </Panel>
            ))}
          </section>
        </>
      )}
    </Page>
  );
}
