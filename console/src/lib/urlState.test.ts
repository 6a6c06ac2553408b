import { describe, expect, test } from 'vitest';
import { readUrlState, writeUrlState } from './urlState';

const defaults = { status: '', q: '', page: '1', tags: [] as string[] };

describe('readUrlState', () => {
  test('defaults where the URL says nothing', () => {
    expect(readUrlState('', defaults)).toEqual(defaults);
  });

  test('values from the query string, lists from repetitions', () => {
    expect(readUrlState('?status=approved&q=ada%20obi&tags=a&tags=b&other=x', defaults)).toEqual({
      status: 'approved',
      q: 'ada obi',
      page: '1',
      tags: ['a', 'b'],
    });
  });

  test('an empty value is a value; empty list items are dropped', () => {
    expect(readUrlState('?page=&tags=', defaults)).toEqual({ ...defaults, page: '', tags: [] });
  });
});

describe('writeUrlState', () => {
  test('sets values and keeps other parameters', () => {
    expect(writeUrlState('?other=x', defaults, { status: 'approved' })).toBe('?other=x&status=approved');
  });

  test('a value equal to its default leaves the URL', () => {
    expect(writeUrlState('?status=approved&page=3', defaults, { status: '', page: '1' })).toBe('');
  });

  test('lists are written as repetitions, and replaced as a whole', () => {
    expect(writeUrlState('?tags=a', defaults, { tags: ['b', 'c'] })).toBe('?tags=b&tags=c');
    expect(writeUrlState('?tags=a', defaults, { tags: [] })).toBe('');
  });

  test('keys left out are left alone; values are encoded', () => {
    expect(writeUrlState('?q=x', defaults, { status: 'a&b' })).toBe('?q=x&status=a%26b');
  });

  test('round trip', () => {
    const values = { status: 'review', q: 'é ü', page: '2', tags: ['x y'] };
    expect(readUrlState(writeUrlState('', defaults, values), defaults)).toEqual(values);
  });
});
