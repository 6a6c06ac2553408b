// The review queue's bulk actions: what the cases picked are, and what an
// action did to each (bulkReview answers per case: done, or its error's
// code and message).
import type { BulkReviewAction } from '../../gql/graphql';

/** A case picked in the queue: its id and how people know it. */
export interface PickedCase {
  id: string;
  name: string;
}

/** What one case answered. */
export interface BulkResult {
  id: string;
  code?: string | null;
  message?: string | null;
}

/** What an action did: the cases done, and those left as they were, with why. */
export interface BulkOutcome {
  action: BulkReviewAction;
  done: PickedCase[];
  failed: (PickedCase & { code: string; message: string })[];
}

const DONE: Record<BulkReviewAction, string> = {
  ASSIGN: 'assigned',
  FLAG: 'flagged',
  UNFLAG: 'unflagged',
  REJECT: 'rejected',
};

/** Plain words for the errors a case may answer with, when the server gives no message. */
const REASONS: Record<string, string> = {
  session_not_in_review: 'It is no longer in review.',
  not_found: 'There is no such case.',
  forbidden: 'Your role cannot do this.',
};

/** cases is a count of cases in words ("1 case", "3 cases"). */
export function cases(n: number): string {
  return n === 1 ? '1 case' : `${n} cases`;
}

/** bulkOutcome sorts an action's answers into done and failed, naming each case as the queue did. */
export function bulkOutcome(action: BulkReviewAction, picked: readonly PickedCase[], results: readonly BulkResult[]): BulkOutcome {
  const name = (id: string) => picked.find((c) => c.id === id)?.name ?? id;
  const out: BulkOutcome = { action, done: [], failed: [] };
  for (const r of results) {
    if (r.code) out.failed.push({ id: r.id, name: name(r.id), code: r.code, message: r.message || REASONS[r.code] || 'It could not be done.' });
    else out.done.push({ id: r.id, name: name(r.id) });
  }
  return out;
}

/** outcomeText says what an action did in a sentence ("2 cases flagged.", "1 case rejected, 1 left as it was."). */
export function outcomeText(o: BulkOutcome): string {
  const verb = DONE[o.action];
  if (o.failed.length === 0) return `${cases(o.done.length)} ${verb}.`;
  if (o.done.length === 0) return `No case ${verb}.`;
  return `${cases(o.done.length)} ${verb}, ${o.failed.length} left as ${o.failed.length === 1 ? 'it was' : 'they were'}.`;
}

/** toggle adds id to the cases picked, or takes it out. */
export function toggle(picked: readonly string[], id: string, on: boolean): string[] {
  const rest = picked.filter((p) => p !== id);
  return on ? [...rest, id] : rest;
}
