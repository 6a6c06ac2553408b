// Where each figure of the overview leads: the filtered list behind it.
import type { SessionStatus } from '../../gql/graphql';

/** A span of UTC days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

function withQuery(path: string, params: [string, string | undefined][]): string {
  const q = new URLSearchParams();
  for (const [k, v] of params) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * verificationsLink is the Verifications list with a status, created within
 * the UTC days of range (the overview counts UTC days).
 */
export function verificationsLink(range: DayRange | null, status?: SessionStatus): string {
  return withQuery('/verifications', [
    ['status', status],
    ['from', range?.from],
    ['to', range?.to],
    ['tz', range ? 'utc' : undefined],
  ]);
}

/** reviewQueueLink is the review queue for someone who may review, else the sessions waiting in it. */
export function reviewQueueLink(canReview: boolean): string {
  return canReview ? '/review' : verificationsLink(null, 'REQUIRES_REVIEW');
}

/** webhooksLink is the Developers page's list of endpoints, or one endpoint. */
export function webhooksLink(endpointId?: string): string {
  return endpointId ? `/developers/webhooks/${encodeURIComponent(endpointId)}` : '/developers/webhooks';
}

/** Which entries of a wallet's history: credits ("in"), debits ("out") or both (""). */
export type Direction = '' | 'in' | 'out';

/** ledgerLink is the history of a currency's wallet, of the days of range, credits or debits only. */
export function ledgerLink(currency: string, range?: DayRange | null, direction: Direction = ''): string {
  return withQuery(`/balances/${encodeURIComponent(currency)}`, [
    ['from', range?.from],
    ['to', range?.to],
    ['direction', direction || undefined],
  ]);
}
