import { expect, test } from 'vitest';
import { objectPath } from './objects';

test('objects with a page of their own', () => {
  expect(objectPath('ses_123')).toBe('/verifications/ses_123');
  expect(objectPath('we_9')).toBe('/developers/webhooks/we_9');
  expect(objectPath('wf_a')).toBe('/workflows/wf_a');
  expect(objectPath('evt_1')).toBe('/developers/events/evt_1');
});

test('customers and the money side', () => {
  expect(objectPath('cus_1')).toBe('/customers/cus_1');
  expect(objectPath('txn_2')).toBe('/balances/transactions/txn_2');
  expect(objectPath('fxx_3')).toBe('/fx/exchanges/fxx_3');
  expect(objectPath('addr_4')).toBe('/crypto/addresses/addr_4');
  expect(objectPath('dep_5')).toBe('/crypto/deposits/dep_5');
  expect(objectPath('cwd_6')).toBe('/crypto/withdrawals/cwd_6');
  expect(objectPath('vac_7')).toBe('/usd/accounts/vac_7');
  expect(objectPath('usdref_8')).toBe('/usd/requests/usdref_8');
  expect(objectPath('cpty_9')).toBe('/usd/counterparties/cpty_9');
  expect(objectPath('trf_10')).toBe('/usd/transfers/trf_10');
});

test('keys are shown in their list', () => {
  expect(objectPath('key_7')).toBe('/developers/keys?key=key_7');
});

test('objects without a page', () => {
  expect(objectPath('usr_1')).toBeNull();
  expect(objectPath('org_1')).toBeNull();
  expect(objectPath('hold_1')).toBeNull();
  expect(objectPath('constructor_1')).toBeNull();
  expect(objectPath('nothing')).toBeNull();
  expect(objectPath('')).toBeNull();
});
