// A session's history: its events and (for those who may read the audit
// log) who did what to it, newest first, in plain words (the same thing
// done again and again in a row is one line with its count); and the
// reviewers' notes.
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { useCan } from '../../lib/session';
import { utcTitle } from '../../lib/time';
import { actionLabel, collapseRepeats } from '../audit/labels';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { TextArea } from '../ui/TextArea';
import { eventLabel, formatTime } from './labels';
import { ADD_NOTE } from './queries';

export interface TimelineItem {
  id: string;
  at: string;
  what: string;
  who?: string;
  kind: 'event' | 'audit';
}

/** mergeTimeline puts events and audit entries in one list, newest first. */
export function mergeTimeline(events: readonly { id: string; type: string; createdAt: string }[],
  audit: readonly { id: string; action: string; actorName: string; createdAt: string }[]): TimelineItem[] {
  return [
    ...events.map((e) => ({ id: e.id, at: e.createdAt, what: e.type, kind: 'event' as const })),
    ...audit.map((a) => ({ id: a.id, at: a.createdAt, what: a.action, who: a.actorName, kind: 'audit' as const })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.kind === b.kind ? 0 : a.kind === 'audit' ? -1 : 1));
}

/** itemLabel is what an item of the history says, in words. */
export function itemLabel(i: Pick<TimelineItem, 'kind' | 'what'>): string {
  return i.kind === 'event' ? eventLabel(i.what) : actionLabel(i.what);
}

export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  if (items.length === 0) return <p className="muted">Nothing has happened yet.</p>;
  const runs = collapseRepeats(items, (i) => [i.kind, i.what, i.who ?? ''].join('\n'));
  return (
    <ol className="timeline">
      {runs.map(({ first: i, count }) => (
        <li key={i.kind + i.id} className={'timeline-' + i.kind} data-what={i.what}>
          <time dateTime={i.at} title={utcTitle(i.at)}>
            {formatTime(i.at)}
          </time>
          <span className="timeline-what">
            <span title={i.what}>{itemLabel(i)}</span>
            {count > 1 && <span className="timeline-count" title={`${count} times in a row`}> ×{count}</span>}
            {i.who && <span className="muted"> by {i.who}</span>}
          </span>
          <span className="timeline-kind">{i.kind === 'event' ? 'Event' : 'Audit'}</span>
        </li>
      ))}
    </ol>
  );
}

export interface Note {
  id: string;
  authorName: string;
  body?: string | null;
  createdAt: string;
}

export function Notes({ sessionId, notes, onAdded }: { sessionId: string; notes: readonly Note[]; onAdded(): void }) {
  const can = useCan();
  const [body, setBody] = useState('');
  const [state, add] = useMutation(ADD_NOTE);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const r = await add({ id: sessionId, body: body.trim() });
    if (!r.error) {
      setBody('');
      onAdded();
    }
  };
  return (
    <div className="notes">
      {notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ul className="note-list">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="note-head">
                <strong>{n.authorName}</strong> <time dateTime={n.createdAt} title={utcTitle(n.createdAt)}>
                  {formatTime(n.createdAt)}
                </time>
              </p>
              <p className="note-body">{n.body ?? <em>Erased with the session’s personal data.</em>}</p>
            </li>
          ))}
        </ul>
      )}
      {can('REVIEW') && (
        <form className="note-form" onSubmit={submit}>
          <TextArea label="Add a note" rows={2} value={body} onChange={(e) => setBody(e.target.value)} />
          {state.error && <ErrorState title="Adding the note did not work." error={state.error} onRetry={() => void submit()} />}
          <Button type="submit" disabled={state.fetching || !body.trim()}>
            Add the note
          </Button>
        </form>
      )}
    </div>
  );
}
