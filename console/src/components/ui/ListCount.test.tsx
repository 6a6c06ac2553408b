import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ListCount, countText } from './ListCount';

test('a count in words, with what the filters match', () => {
  expect(countText(1, 'session', 'sessions', false)).toBe('1 session');
  expect(countText(2, 'session', 'sessions', true)).toBe('2 sessions match');
  expect(countText(1, 'session', 'sessions', true)).toBe('1 session matches');
  expect(countText(12000, 'session', 'sessions', false)).toBe('10,000 or more sessions');
});

test('the count is a status, saying when it is being read again', () => {
  const html = renderToStaticMarkup(<ListCount count={3} one="case" many="cases" filtered={false} updating />);
  expect(html).toContain('role="status"');
  expect(html).toContain('3 cases<span> · updating…</span>');
});
