// The Verifications list's and the review queue's filters as they are kept
// in the URL (lib/urlState), and as GraphQL inputs; and cursor paging, with
// the cursors of the pages before kept in the URL too (the API pages
// forward only: "previous" goes back to a cursor already seen).
import type { DecisionReason, ReviewQueueFilter, SessionFilter, SessionStatus } from '../../gql/graphql';
import { REASON_LABELS, STATUS_LABELS } from './labels';

/** The Verifications list's URL state. */
export const VERIFICATION_DEFAULTS = {
  status: '',
  reason: '',
  workflow: '',
  /** Created on or after this day (YYYY-MM-DD, the reader's time zone). */
  from: '',
  /** Created on or before this day. */
  to: '',
  /** "utc": from and to are UTC days (as the overview counts them), not the reader's. */
  tz: '',
  ref: '',
  customer: '',
  /** "yes", "no" or "" (either). */
  flagged: '',
  q: '',
  after: '',
  prev: [] as string[],
};

export type VerificationUrl = typeof VERIFICATION_DEFAULTS;

/** The review queue's URL state. */
export const QUEUE_DEFAULTS = {
  reason: '',
  /** Minimum age in seconds. */
  age: '',
  /** "me", a member's user id, or "" (anyone's and nobody's). */
  assignee: '',
  flagged: '',
  after: '',
  prev: [] as string[],
  /** The case shown beside the list. */
  case: '',
};

export type QueueUrl = typeof QUEUE_DEFAULTS;

function isStatus(v: string): v is SessionStatus {
  return Object.hasOwn(STATUS_LABELS, v);
}

function isReason(v: string): v is DecisionReason {
  return Object.hasOwn(REASON_LABELS, v);
}

function flag(v: string): boolean | undefined {
  if (v === 'yes') return true;
  if (v === 'no') return false;
  return undefined;
}

/**
 * startOfDay is the instant a day (YYYY-MM-DD) starts in the reader's time
 * zone (in UTC with utc), plus days; undefined for anything else.
 */
export function startOfDay(day: string, plusDays = 0, utc = false): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays];
  const t = utc ? new Date(Date.UTC(y, mo, d)) : new Date(y, mo, d);
  return Number.isNaN(t.getTime()) ? undefined : t.toISOString();
}

/** Drops the keys whose value is undefined or "". */
export function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/** sessionFilter is the sessions query's filter for the URL's state; values the schema would refuse are left out. */
export function sessionFilter(u: VerificationUrl): SessionFilter {
  return compact<SessionFilter>({
    status: isStatus(u.status) ? u.status : undefined,
    decisionReason: isReason(u.reason) ? u.reason : undefined,
    workflowId: u.workflow.trim(),
    createdAfter: startOfDay(u.from, 0, u.tz === 'utc'),
    createdBefore: startOfDay(u.to, 1, u.tz === 'utc'),
    userReference: u.ref.trim(),
    customerId: u.customer.trim(),
    flagged: flag(u.flagged),
    search: u.q.trim(),
  });
}

/** queueFilter is the review queue's filter for the URL's state; me is the signed-in person's user id. */
export function queueFilter(u: QueueUrl, me: string | undefined): ReviewQueueFilter {
  const age = Number(u.age);
  return compact<ReviewQueueFilter>({
    reason: isReason(u.reason) ? u.reason : undefined,
    minAgeSeconds: Number.isInteger(age) && age > 0 ? age : undefined,
    assignedUserId: u.assignee === 'me' ? me : u.assignee,
    flagged: flag(u.flagged),
  });
}

/** The first page's place in the stack of cursors seen (an empty value would be dropped from the URL). */
export const FIRST_PAGE = 'first';

/** The URL changes that turn to the page after endCursor. */
export function nextPage(u: { after: string; prev: string[] }, endCursor: string): { after: string; prev: string[] } {
  return { after: endCursor, prev: [...u.prev, u.after || FIRST_PAGE] };
}

/** The URL changes that go back one page; the first page when there is none before. */
export function previousPage(u: { prev: string[] }): { after: string; prev: string[] } {
  const last = u.prev[u.prev.length - 1];
  return { after: !last || last === FIRST_PAGE ? '' : last, prev: u.prev.slice(0, -1) };
}

/** The URL changes of a filter's change: paging starts again. */
export const FROM_START = { after: '', prev: [] as string[] };
