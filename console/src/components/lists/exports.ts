// Every list exports as CSV: GET /v1/exports/{list} with the list's filters
// as snake_case query parameters (the README's "Search and exports"). Each
// function here maps a list's GraphQL filter, already checked, to those
// parameters; a filter the export does not take is left out.
import type {
  AuditFilter,
  CryptoWithdrawalFilter,
  CustomerFilter,
  FxExchangeFilter,
  LedgerEntryFilter,
  ReviewQueueFilter,
  SessionFilter,
  UsdTransferFilter,
} from '../../gql/graphql';
import type { Permission } from '../../lib/roles';

/** The lists the server exports. */
export type ExportList = 'sessions' | 'review' | 'customers' | 'ledger' | 'exchanges' | 'withdrawals' | 'transfers' | 'audit';

/** The permission of each list's query, which its export asks for too. */
export const EXPORT_PERMISSION: Record<ExportList, Permission> = {
  sessions: 'READ',
  review: 'REVIEW',
  customers: 'READ',
  ledger: 'READ',
  exchanges: 'READ',
  withdrawals: 'READ',
  transfers: 'READ',
  audit: 'MANAGE',
};

/** An export's query parameters; empty values are left out. */
export type ExportParams = Record<string, string | number | boolean | null | undefined>;

/** exportHref is the URL of a list's export with its parameters. */
export function exportHref(list: ExportList, params: ExportParams = {}): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  }
  const s = q.toString();
  return `/v1/exports/${list}` + (s ? '?' + s : '');
}

/** The Verifications list: statuses are lower case on the REST side (requires_review). */
export function sessionsExport(f: SessionFilter): ExportParams {
  return {
    status: f.status?.toLowerCase(),
    user_reference: f.userReference,
    customer_id: f.customerId,
    decision_reason: f.decisionReason,
    workflow_id: f.workflowId,
    created_after: f.createdAfter,
    created_before: f.createdBefore,
    flagged: f.flagged,
    search: f.search,
  };
}

/** The review queue, as filtered: reason, flag, assignee and age. */
export function reviewExport(f: ReviewQueueFilter): ExportParams {
  return {
    reason: f.reason,
    flagged: f.flagged,
    unassigned: f.unassigned,
    assigned_user_id: f.assignedUserId,
    assigned_key_id: f.assignedKeyId,
    min_age_seconds: f.minAgeSeconds,
  };
}

export function customersExport(f: CustomerFilter): ExportParams {
  return { email: f.email, status: f.status, search: f.search };
}

/** One wallet's entries: its currency, and kinds in lower case (fx_exchange). */
export function ledgerExport(currency: string, f: LedgerEntryFilter): ExportParams {
  return { currency, credits: f.credits, kind: f.kind?.toLowerCase(), created_after: f.from, created_before: f.to };
}

export function exchangesExport(f: FxExchangeFilter): ExportParams {
  return { currency: f.currency, source: f.sourceCurrency, target: f.targetCurrency, created_after: f.from, created_before: f.to };
}

export function withdrawalsExport(f: CryptoWithdrawalFilter): ExportParams {
  return { status: f.status, coin: f.coin, chain: f.chain, created_after: f.from, created_before: f.to };
}

/** USD transfers, an account's or a counterparty's among them. */
export function transfersExport(f: UsdTransferFilter & { customerId?: string | null }): ExportParams {
  return {
    status: f.status,
    rail: f.paymentRail,
    account_id: f.accountId,
    customer_id: f.customerId,
    counterparty_id: f.counterpartyId,
    created_after: f.from,
    created_before: f.to,
  };
}

export function auditExport(f: AuditFilter): ExportParams {
  return {
    action: f.action,
    object_id: f.objectId,
    actor_key_id: f.actorKeyId,
    actor_user_id: f.actorUserId,
    created_after: f.since,
    created_before: f.until,
  };
}
