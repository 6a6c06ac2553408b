import { expect, test } from 'vitest';
import { compact, isFiltered, oneOf, range } from './filters';

test('a day range covers whole days in the reader’s time zone', () => {
  const r = range({ from: '2026-11-01', to: '2026-11-02' });
  expect(new Date(r.from!).getDate()).toBe(1);
  expect(new Date(r.from!).getHours()).toBe(0);
  expect(Date.parse(r.to!) - Date.parse(r.from!)).toBeGreaterThanOrEqual(47 * 3600 * 1000);
  expect(range({ from: '', to: 'soon' })).toEqual({});
});

test('values outside an enum are left out, and so are empty ones', () => {
  expect(oneOf('ACH', ['ACH', 'FEDWIRE'] as const)).toBe('ACH');
  expect(oneOf('ach', ['ACH', 'FEDWIRE'] as const)).toBeUndefined();
  expect(compact({ a: '', b: undefined, c: 'x', d: false })).toEqual({ c: 'x', d: false });
  expect(isFiltered({ a: '' })).toBe(false);
  expect(isFiltered({ status: 'PENDING' })).toBe(true);
});
