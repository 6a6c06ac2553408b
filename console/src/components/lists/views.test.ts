import { expect, test } from 'vitest';
import { mayDelete, sameQuery, viewQuery } from './views';

test('a view keeps the filters, not the page or the case shown', () => {
  expect(viewQuery('?status=APPROVED&after=c2&prev=first&flagged=yes')).toBe('status=APPROVED&flagged=yes');
  expect(viewQuery('?reason=DOCUMENT_EXPIRED&case=ses_1')).toBe('reason=DOCUMENT_EXPIRED');
  expect(viewQuery('?action=session.flagged&back=c1&after=c2')).toBe('action=session.flagged');
  expect(viewQuery('')).toBe('');
});

test('the same filters in another order are the same view', () => {
  expect(sameQuery('a=1&b=2', 'b=2&a=1')).toBe(true);
  expect(sameQuery('a=1', 'a=2')).toBe(false);
  expect(sameQuery('', '')).toBe(true);
});

test('one deletes one’s own views, and shared ones with MANAGE', () => {
  expect(mayDelete({ mine: true, shared: false }, false)).toBe(true);
  expect(mayDelete({ mine: false, shared: true }, false)).toBe(false);
  expect(mayDelete({ mine: false, shared: true }, true)).toBe(true);
});
