import { expect, test } from 'vitest';
import { objectPath } from './objects';

test('objects with a page of their own', () => {
  expect(objectPath('ses_123')).toBe('/verifications/ses_123');
  expect(objectPath('we_9')).toBe('/developers/webhooks/we_9');
  expect(objectPath('wf_a')).toBe('/workflows/wf_a');
  expect(objectPath('evt_1')).toBe('/developers/events/evt_1');
});

test('money objects', () => {
  expect(objectPath('fxx_1')).toBe('/fx/exchanges/fxx_1');
  expect(objectPath('addr_1')).toBe('/crypto/addresses/addr_1');
  expect(objectPath('dep_1')).toBe('/crypto/deposits/dep_1');
  expect(objectPath('cwd_1')).toBe('/crypto/withdrawals/cwd_1');
  expect(objectPath('usdref_1')).toBe('/usd/requests/usdref_1');
  expect(objectPath('vac_1')).toBe('/usd/accounts/vac_1');
  expect(objectPath('cpty_1')).toBe('/usd/counterparties/cpty_1');
  expect(objectPath('trf_1')).toBe('/usd/transfers/trf_1');
});

test('keys are shown in their list', () => {
  expect(objectPath('key_7')).toBe('/developers/keys?key=key_7');
});

test('objects without a page', () => {
  expect(objectPath('usr_1')).toBeNull();
  expect(objectPath('org_1')).toBeNull();
  expect(objectPath('nothing')).toBeNull();
  expect(objectPath('')).toBeNull();
});
