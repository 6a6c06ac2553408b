// Webhook endpoints: the list, and the form that registers one or changes
// one (URL, description, events, enabled).
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { fieldProblems, unclaimed } from '../../lib/fields';
import { Link, href, useNavigate } from '../../lib/router';
import { Page } from '../Page';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button, buttonClass } from '../ui/Button';
import { Check } from '../ui/Check';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Field } from '../ui/Field';
import { QueryState } from '../ui/QueryState';
import { Table } from '../ui/Table';
import { describeEvents, eventsOf, selectionOf, type EventSelection } from './eventTypes';
import { EventTypesField } from './EventTypesField';
import { formatTime } from './format';
import type { Revealed } from './SecretDialog';

export const ENDPOINT_FIELDS = graphql(`
  fragment EndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    disabledReason
    createdAt
    updatedAt
  }
`);

const ENDPOINTS = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...EndpointFields
    }
  }
`);

const CREATE = graphql(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`);

// The list is refreshed by a new endpoint, even while it is empty.
const ENDPOINT_CONTEXT = { additionalTypenames: ['WebhookEndpoint'] };

/** What the endpoint form edits. */
export interface EndpointValues {
  url: string;
  description: string;
  events: EventSelection;
  enabled: boolean;
}

/** EndpointForm registers an endpoint (with url) or changes one. */
export function EndpointForm({ initial, withUrl, submitLabel, busy, error, onSubmit, onCancel }: {
  initial: EndpointValues;
  withUrl: boolean;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (v: EndpointValues) => void;
  onCancel: () => void;
}) {
  const [v, setV] = useState(initial);
  const problems = fieldProblems(error);
  const first = (name: string) => problems[name]?.join(' ');
  const rest = unclaimed(problems, ['url', 'description', 'events', 'enabled']);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(v);
  };
  return (
    <form className="form narrow" onSubmit={submit} noValidate>
      {withUrl && (
        <Field label="Endpoint URL" type="url" required value={v.url} onChange={(e) => setV({ ...v, url: e.target.value })} problem={first('url')}
          hint="Where Meridian sends events: https in live mode; http and local addresses work in test mode." autoComplete="off" spellCheck={false} />
      )}
      <Field label="Description" value={v.description} onChange={(e) => setV({ ...v, description: e.target.value })} problem={first('description')} autoComplete="off" />
      <EventTypesField value={v.events} onChange={(events) => setV({ ...v, events })} problem={first('events')} />
      {!withUrl && (
        <Check label="Enabled: events are sent to it" checked={v.enabled} onChange={(e) => setV({ ...v, enabled: e.target.checked })} />
      )}
      {rest.length > 0 ? (
        <ErrorMessage>{rest.join(' ')}</ErrorMessage>
      ) : (
        Object.keys(problems).length === 0 && <ErrorMessage error={error} />
      )}
      <Actions>
        <Button type="submit" variant="primary" disabled={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}

/** NewEndpoint registers an endpoint, then opens it with its secret shown once. */
export function NewEndpoint({ onReveal }: { onReveal: (r: Revealed) => void }) {
  const navigate = useNavigate();
  const [state, create] = useMutation(CREATE);
  const submit = async (v: EndpointValues) => {
    const r = await create({ input: { url: v.url.trim(), description: v.description, events: eventsOf(v.events) } }, { additionalTypenames: ['WebhookEndpoint'] });
    const created = r.data?.createWebhookEndpoint;
    if (!created) return;
    navigate(href('/developers/webhooks/' + created.endpoint.id));
    onReveal({
      title: 'Your endpoint’s signing secret',
      what: `Verify each delivery to ${created.endpoint.url} with this secret (Standard Webhooks).`,
      secret: created.secret,
    });
  };
  return (
    <Page title="Add a webhook endpoint" description="Meridian sends the events you choose to this URL, signed, and retries until it answers 2xx.">
      <p className="breadcrumb">
        <Link to="/developers/webhooks">← Webhooks</Link>
      </p>
      <EndpointForm initial={{ url: '', description: '', events: selectionOf([]), enabled: true }} withUrl submitLabel="Add endpoint"
        busy={state.fetching} error={state.error} onSubmit={submit} onCancel={() => navigate(href('/developers/webhooks'))} />
    </Page>
  );
}

/** Webhooks is the Developers page's webhooks tab: the endpoints. */
export function Webhooks() {
  const [result, reexecute] = useQuery({ query: ENDPOINTS, context: ENDPOINT_CONTEXT });
  const list = result.data?.webhookEndpoints;
  return (
    <section className="section" aria-labelledby="webhooks-title">
      <div className="section-head">
        <h2 id="webhooks-title">Webhook endpoints</h2>
        <Link to="/developers/webhooks/new" className={buttonClass('primary')}>
          Add an endpoint
        </Link>
      </div>
      <p className="section-text">Each endpoint receives the events it asks for, signed with its own secret. At most 50 in each mode.</p>
      <QueryState loading={result.fetching && !list} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={list?.length === 0} emptyMessage={<p>No endpoints yet: add one to receive events.</p>}>
        <Table columns={['URL', 'Events', 'Status', 'Created']}>
          <tbody>
            {list?.map((e) => (
              <tr key={e.id}>
                <td data-label="URL">
                  <Link to={'/developers/webhooks/' + e.id} className="mono">
                    {e.url}
                  </Link>
                  {e.description && <div className="muted">{e.description}</div>}
                </td>
                <td data-label="Events">{describeEvents(e.events)}</td>
                <td data-label="Status">{e.enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="neutral">Disabled</Badge>}</td>
                <td data-label="Created" className="nowrap">{formatTime(e.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </QueryState>
    </section>
  );
}
