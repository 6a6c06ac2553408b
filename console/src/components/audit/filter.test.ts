import { expect, test } from 'vitest';
import { NO_FILTER, auditFilter, dataSummary, isFiltered } from './filter';

test('no filter', () => {
  expect(auditFilter(NO_FILTER)).toEqual({});
  expect(isFiltered(NO_FILTER)).toBe(false);
});

test('every filter, dates as whole days in UTC', () => {
  const f = { action: 'api_key.created', object: ' key_1 ', actor: 'key_2', since: '2025-01-31', until: '2025-02-28' };
  expect(auditFilter(f)).toEqual({
    action: 'api_key.created',
    objectId: 'key_1',
    actorKeyId: 'key_2',
    since: '2025-01-31T00:00:00Z',
    until: '2025-03-01T00:00:00Z',
  });
  expect(isFiltered(f)).toBe(true);
});

test('malformed dates are left out', () => {
  expect(auditFilter({ ...NO_FILTER, since: 'yesterday', until: '2025-1-1' })).toEqual({});
});

test('dataSummary', () => {
  expect(dataSummary({ name: 'CI', hint: 'sk_test_…abcd', role: null, n: 2, list: ['a'] })).toBe('name: CI, hint: sk_test_…abcd, n: 2, list: ["a"]');
  expect(dataSummary(null)).toBe('');
});
