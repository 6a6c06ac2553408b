// The event log: filtered by types (or prefixes) and object, paged by
// cursor, each event's payload as delivered; and one event by its id.
import { useState, type FormEvent } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { objectPath } from '../../lib/objects';
import { Link } from '../../lib/router';
import { useCan } from '../../lib/session';
import { useUrlState } from '../../lib/urlState';
import { Page } from '../Page';
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { CodeBlock } from '../ui/CodeBlock';
import { EmptyState } from '../ui/EmptyState';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { Filters } from '../ui/Filters';
import { Pager } from '../ui/Pager';
import { Panel } from '../ui/Panel';
import { QueryState } from '../ui/QueryState';
import { parseOther } from './eventTypes';
import { formatTime } from './format';
import { FIRST_PAGE, useCursor } from './paging';

const EVENTS = graphql(`
  query Events($filter: EventFilter, $first: Int, $after: String) {
    events(filter: $filter, first: $first, after: $after) {
      edges {
        node {
          id
          type
          objectId
          createdAt
          payload
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** $read asks for the payload, not a developer's in live mode. */
const EVENT = graphql(`
  query Event($id: ID!, $read: Boolean!) {
    event(id: $id) {
      id
      type
      objectId
      createdAt
      payload @include(if: $read)
    }
  }
`);

const PAGE_SIZE = 20;

/** ObjectLink is an object's id, linked to its page when the console has one. */
export function ObjectLink({ id }: { id: string }) {
  const to = objectPath(id);
  return to ? (
    <Link to={to}>
      <code>{id}</code>
    </Link>
  ) : (
    <code>{id}</code>
  );
}

function EventFilters({ types, object, onApply }: { types: string; object: string; onApply: (types: string, object: string) => void }) {
  const [t, setT] = useState(types);
  const [o, setO] = useState(object);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(parseOther(t).join(','), o.trim());
  };
  return (
    <Filters label="Filter events" onSubmit={submit}>
      <Field id="events-types" label="Types" value={t} onChange={(e) => setT(e.target.value)} placeholder="verification.*, webhook.test" autoComplete="off"
        spellCheck={false} />
      <Field label="Object id" value={o} onChange={(e) => setO(e.target.value)} placeholder="ses_…" autoComplete="off" spellCheck={false} />
      <Actions>
        <Button type="submit" variant="primary">
          Filter
        </Button>
        {(types || object) && (
          <Button onClick={() => { setT(''); setO(''); onApply('', ''); }}>
            Clear
          </Button>
        )}
      </Actions>
    </Filters>
  );
}

/** Events is the Developers page's event explorer. */
export function Events() {
  const can = useCan();
  const [url, setUrl] = useUrlState({ type: '', object: '', after: '', back: [] as string[] });
  const cursor = useCursor();
  const types = parseOther(url.type);
  const filter = { ...(types.length ? { types } : {}), ...(url.object ? { objectId: url.object } : {}) };
  const readable = can('READ');
  const [result, reexecute] = useQuery({ query: EVENTS, variables: { filter, first: PAGE_SIZE, after: cursor.after }, pause: !readable });
  const conn = result.data?.events;
  const edges = conn?.edges ?? [];
  return (
    <section className="section" aria-labelledby="events-title">
      <div className="section-head">
        <h2 id="events-title">Events</h2>
      </div>
      <p className="section-text">Every change a webhook reports, newest first, with the payload exactly as it is delivered.</p>
      {!readable ? (
        <EmptyState>
          <p>Your role cannot read events in this mode.</p>
        </EmptyState>
      ) : (
        <>
          <EventFilters key={url.type + '|' + url.object} types={url.type} object={url.object}
            onApply={(type, object) => setUrl({ type, object, ...FIRST_PAGE })} />
          <QueryState loading={result.fetching && !conn} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
            empty={edges.length === 0} emptyMessage={<p>{url.type || url.object ? 'No events match.' : 'No events yet.'}</p>}>
            <ul className="event-list panel-list">
              {edges.map(({ node: e }) => (
                <Panel as="li" key={e.id}>
                  <details>
                    <summary>
                      <code className="event-type">{e.type}</code>
                      <span className="muted">{formatTime(e.createdAt)}</span>
                    </summary>
                    <p className="event-id">
                      <Link to={'/developers/events/' + e.id}>Open {e.id}</Link>
                    </p>
                    <CodeBlock label={`Payload of ${e.id}`} json>{e.payload}</CodeBlock>
                  </details>
                  <p className="event-object">
                    <span className="muted">Object </span>
                    <ObjectLink id={e.objectId} />
                  </p>
                </Panel>
              ))}
            </ul>
            <Pager label="Pages of events" hasPrevious={!cursor.isFirst} hasNext={!!conn?.pageInfo.hasNextPage} onPrevious={cursor.previous}
              onNext={() => conn?.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
          </QueryState>
        </>
      )}
    </section>
  );
}

/** EventPage is one event, by its id. */
export function EventPage({ id }: { id: string }) {
  const can = useCan();
  const read = can('READ');
  const [result, reexecute] = useQuery({ query: EVENT, variables: { id, read } });
  const e = result.data?.event;
  return (
    <Page title="Event" loading={result.fetching && !result.data} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={!!result.data && !e} emptyMessage={<p>There is no event {id} in this mode. <Link to="/developers/events">See every event</Link>.</p>}>
      <p className="breadcrumb">
        <Link to="/developers/events">← Events</Link>
      </p>
      {e && (
        <section className="section" aria-labelledby="event-title">
          <h2 id="event-title">
            <code>{e.type}</code>
          </h2>
          <Facts items={[
            ['Event id', <code>{e.id}</code>],
            ['Object', <ObjectLink id={e.objectId} />],
            ['Created', formatTime(e.createdAt)],
            ['Its object’s events', <Link to={'/developers/events?object=' + encodeURIComponent(e.objectId)}>List them</Link>],
          ]} />
          <h3>Payload</h3>
          {e.payload ? <CodeBlock label="Payload" json>{e.payload}</CodeBlock> : <p className="hint">Your role cannot read payloads in this mode.</p>}
        </section>
      )}
    </Page>
  );
}
