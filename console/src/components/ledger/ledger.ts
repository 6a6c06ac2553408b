// The ledger pages' words and filters: what caused a transaction, what a
// hold is, and a wallet's history filter as the URL keeps it.
import type { HoldStatus, LedgerEntryFilter, LedgerTransactionKind } from '../../gql/graphql';
import type { Tone } from '../ui/Badge';
import { startOfDay } from '../session/filters';

export const KIND_LABELS: Record<LedgerTransactionKind, string> = {
  FX_EXCHANGE: 'Exchange',
  CRYPTO_DEPOSIT: 'Crypto deposit',
  CRYPTO_WITHDRAWAL: 'Crypto withdrawal',
  USD_TRANSFER: 'USD transfer',
  USD_TRANSFER_RETURN: 'Returned transfer',
  SANDBOX_CREDIT: 'Sandbox credit',
};

export const HOLD_STATUS: Record<HoldStatus, { label: string; tone: Tone }> = {
  PENDING: { label: 'Held', tone: 'warning' },
  CAPTURED: { label: 'Paid out', tone: 'success' },
  RELEASED: { label: 'Released', tone: 'neutral' },
};

/** What caused a transaction or a hold, as the API gives it (a Node). */
export interface Cause {
  __typename?: string;
  id: string;
}

const CAUSE_LABELS: Record<string, string> = {
  FxExchange: 'Exchange',
  CryptoDeposit: 'Deposit',
  CryptoWithdrawal: 'Withdrawal',
  UsdTransfer: 'Transfer',
};

/** causeLabel names the kind of object that caused a transaction ("Transfer"); "Object" for one it does not know. */
export function causeLabel(cause: Cause): string {
  return (cause.__typename && CAUSE_LABELS[cause.__typename]) || 'Object';
}

/** A wallet's history filter as the URL keeps it. */
export const HISTORY_DEFAULTS = {
  /** UTC days, YYYY-MM-DD, both included. */
  from: '',
  to: '',
  /** "in" (credits), "out" (debits) or "" (both). */
  direction: '',
  kind: '',
  /** The holds listed: a HoldStatus, or "" for those pending. */
  holds: '',
  after: '',
  back: [] as string[],
};

export type HistoryUrl = typeof HISTORY_DEFAULTS;

function isKind(v: string): v is LedgerTransactionKind {
  return Object.hasOwn(KIND_LABELS, v);
}

/** isHoldStatus tells a HoldStatus from anything else. */
export function isHoldStatus(v: string): v is HoldStatus {
  return Object.hasOwn(HOLD_STATUS, v);
}

/** entryFilter is the entries query's filter for the URL's state; values the schema would refuse are left out. */
export function entryFilter(u: Pick<HistoryUrl, 'from' | 'to' | 'direction' | 'kind'>): LedgerEntryFilter {
  const f: LedgerEntryFilter = {};
  const from = startOfDay(u.from, 0, true);
  const to = startOfDay(u.to, 1, true);
  if (from) f.from = from;
  if (to) f.to = to;
  if (u.direction === 'in') f.credits = true;
  if (u.direction === 'out') f.credits = false;
  if (isKind(u.kind)) f.kind = u.kind;
  return f;
}
