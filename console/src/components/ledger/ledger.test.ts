import { expect, test } from 'vitest';
import { readUrlState } from '../../lib/urlState';
import { HISTORY_DEFAULTS, causeLabel, entryFilter, isHoldStatus } from './ledger';

test('the plain URL filters nothing', () => {
  expect(entryFilter(readUrlState('', HISTORY_DEFAULTS))).toEqual({});
});

test('days are UTC days, both included', () => {
  expect(entryFilter(readUrlState('?from=2026-10-24&to=2026-11-22&direction=in&kind=FX_EXCHANGE', HISTORY_DEFAULTS))).toEqual({
    from: '2026-10-24T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    credits: true,
    kind: 'FX_EXCHANGE',
  });
  expect(entryFilter({ from: '', to: '', direction: 'out', kind: '' })).toEqual({ credits: false });
});

test('what the schema would refuse is left out', () => {
  expect(entryFilter({ from: 'yesterday', to: '2026-13-45x', direction: 'sideways', kind: 'GIFT' })).toEqual({});
});

test('causes', () => {
  expect(causeLabel({ __typename: 'UsdTransfer', id: 'trf_1' })).toBe('Transfer');
  expect(causeLabel({ __typename: 'FxExchange', id: 'fxx_1' })).toBe('Exchange');
  expect(causeLabel({ __typename: 'CryptoDeposit', id: 'dep_1' })).toBe('Deposit');
  expect(causeLabel({ __typename: 'CryptoWithdrawal', id: 'cwd_1' })).toBe('Withdrawal');
  expect(causeLabel({ __typename: 'Session', id: 'ses_1' })).toBe('Object');
  expect(causeLabel({ id: 'x' })).toBe('Object');
});

test('hold statuses', () => {
  expect(isHoldStatus('PENDING')).toBe(true);
  expect(isHoldStatus('ACTIVE')).toBe(false);
  expect(isHoldStatus('constructor')).toBe(false);
});
