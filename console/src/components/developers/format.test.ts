import { expect, test } from 'vitest';
import { formatHeaders, header, latency, outcome, prettyJSON, succeeded } from './format';

test('prettyJSON indents JSON and leaves other text', () => {
  expect(prettyJSON('{"id":"evt_1","data":{"a":[1,2]}}')).toBe('{\n  "id": "evt_1",\n  "data": {\n    "a": [\n      1,\n      2\n    ]\n  }\n}');
  expect(prettyJSON('ok from receiver')).toBe('ok from receiver');
  expect(prettyJSON('')).toBe('');
  expect(prettyJSON({ a: 1 })).toBe('{\n  "a": 1\n}');
});

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
