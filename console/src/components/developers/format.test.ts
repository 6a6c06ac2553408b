import { expect, test } from 'vitest';
import { formatHeaders, header, latency, outcome, succeeded } from './format';

test('formatHeaders and header', () => {
  const hs = [
    { name: 'content-type', value: 'application/json' },
    { name: 'webhook-id', value: 'evt_1' },
  ];
  expect(formatHeaders(hs)).toBe('content-type: application/json\nwebhook-id: evt_1');
  expect(formatHeaders([])).toBe('');
  expect(header(hs, 'Webhook-Id')).toBe('evt_1');
  expect(header(hs, 'x')).toBeUndefined();
});

test('outcome and succeeded', () => {
  expect(outcome({ statusCode: 200 })).toBe('200 OK');
  expect(outcome({ statusCode: 599 })).toBe('599');
  expect(outcome({ statusCode: null, error: 'timeout' })).toBe('No response');
  expect(succeeded({ statusCode: 204 })).toBe(true);
  expect(succeeded({ statusCode: 500 })).toBe(false);
  expect(succeeded({ statusCode: null })).toBe(false);
});

test('latency', () => {
  expect(latency(12)).toBe('12 ms');
  expect(latency(1500)).toBe('1.50 s');
  expect(latency(12000)).toBe('12.0 s');
});
