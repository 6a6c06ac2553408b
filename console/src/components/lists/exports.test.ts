import { expect, test } from 'vitest';
import { sessionFilter, queueFilter, QUEUE_DEFAULTS, VERIFICATION_DEFAULTS } from '../session/filters';
import { entryFilter, HISTORY_DEFAULTS } from '../ledger/ledger';
import { auditFilter, NO_FILTER } from '../audit/filter';
import {
  auditExport,
  exchangesExport,
  exportHref,
  ledgerExport,
  reviewExport,
  sessionsExport,
  transfersExport,
  withdrawalsExport,
} from './exports';

test('an export link leaves empty filters out', () => {
  expect(exportHref('sessions')).toBe('/v1/exports/sessions');
  expect(exportHref('sessions', { status: 'approved', flagged: false, search: '', customer_id: undefined, x: null })).toBe(
    '/v1/exports/sessions?status=approved&flagged=false',
  );
  expect(exportHref('audit', { object_id: 'ses_1 2&3' })).toBe('/v1/exports/audit?object_id=ses_1+2%263');
});

test('the Verifications list: statuses in lower case, reasons as they are, days as times', () => {
  const f = sessionFilter({ ...VERIFICATION_DEFAULTS, status: 'REQUIRES_REVIEW', reason: 'OCR_LOW_CONFIDENCE', flagged: 'yes', q: ' ses_1 ',
    ref: 'order-1', customer: 'cus_1', workflow: 'wf_1', from: '2026-03-01', to: '2026-03-02', tz: 'utc', after: 'c1' });
  expect(exportHref('sessions', sessionsExport(f))).toBe(
    '/v1/exports/sessions?status=requires_review&user_reference=order-1&customer_id=cus_1&decision_reason=OCR_LOW_CONFIDENCE' +
      '&workflow_id=wf_1&created_after=2026-03-01T00%3A00%3A00.000Z&created_before=2026-03-03T00%3A00%3A00.000Z&flagged=true&search=ses_1',
  );
  expect(sessionsExport(sessionFilter({ ...VERIFICATION_DEFAULTS, status: 'sleeping' })).status).toBeUndefined();
});

test('the review queue: as filtered, assignee and age included', () => {
  const f = queueFilter({ ...QUEUE_DEFAULTS, reason: 'DOCUMENT_EXPIRED', flagged: 'no', age: '3600', assignee: 'me', case: 'ses_1' }, 'usr_1');
  expect(exportHref('review', reviewExport(f))).toBe(
    '/v1/exports/review?reason=DOCUMENT_EXPIRED&flagged=false&assigned_user_id=usr_1&min_age_seconds=3600',
  );
});

test('a wallet: its currency, money in as credits, kinds in lower case', () => {
  const f = entryFilter({ ...HISTORY_DEFAULTS, direction: 'out', kind: 'FX_EXCHANGE', from: '2026-03-01' });
  expect(exportHref('ledger', ledgerExport('USD', f))).toBe(
    '/v1/exports/ledger?currency=USD&credits=false&kind=fx_exchange&created_after=2026-03-01T00%3A00%3A00.000Z',
  );
});

test('the money lists', () => {
  expect(exchangesExport({ sourceCurrency: 'USD', targetCurrency: 'EUR', currency: 'NGN', from: 'a', to: 'b' })).toEqual({
    currency: 'NGN', source: 'USD', target: 'EUR', created_after: 'a', created_before: 'b' });
  expect(exportHref('withdrawals', withdrawalsExport({ status: 'PENDING', coin: 'USDC', chain: 'BASE' }))).toBe(
    '/v1/exports/withdrawals?status=PENDING&coin=USDC&chain=BASE');
  expect(exportHref('transfers', transfersExport({ paymentRail: 'ACH', accountId: 'acc_1', counterpartyId: 'cp_1', status: 'RETURNED' }))).toBe(
    '/v1/exports/transfers?status=RETURNED&rail=ACH&account_id=acc_1&counterparty_id=cp_1');
});

test('the audit log: the key acting and the days, "to" the whole day', () => {
  const f = auditFilter({ ...NO_FILTER, action: 'session.flagged', object: 'ses_1', actor: 'key_1', since: '2026-03-01', until: '2026-03-01' });
  expect(auditExport(f)).toEqual({ action: 'session.flagged', object_id: 'ses_1', actor_key_id: 'key_1', actor_user_id: undefined,
    created_after: '2026-03-01T00:00:00Z', created_before: '2026-03-02T00:00:00Z' });
});
