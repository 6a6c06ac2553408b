import { expect, test } from 'vitest';
import { objectPath } from './objects';

test('objects with a page of their own', () => {
  expect(objectPath('ses_123')).toBe('/verifications/ses_123');
  expect(objectPath('we_9')).toBe('/developers/webhooks/we_9');
  expect(objectPath('wf_a')).toBe('/workflows/wf_a');
  expect(objectPath('evt_1')).toBe('/developers/events/evt_1');
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
