import { expect, test } from 'vitest';
import { bulkOutcome, cases, outcomeText, toggle } from './bulk';

const picked = [
  { id: 'ses_1', name: 'order-1' },
  { id: 'ses_2', name: 'order-2' },
];

test('every case done', () => {
  const o = bulkOutcome('FLAG', picked, [{ id: 'ses_1' }, { id: 'ses_2', code: null }]);
  expect(o.done.map((c) => c.name)).toEqual(['order-1', 'order-2']);
  expect(o.failed).toEqual([]);
  expect(outcomeText(o)).toBe('2 cases flagged.');
});

test('a case that could not take it says why, in the server’s words or plain ones', () => {
  const o = bulkOutcome('REJECT', picked, [
    { id: 'ses_1' },
    { id: 'ses_2', code: 'session_not_in_review', message: '' },
  ]);
  expect(o.failed).toEqual([{ id: 'ses_2', name: 'order-2', code: 'session_not_in_review', message: 'It is no longer in review.' }]);
  expect(outcomeText(o)).toBe('1 case rejected, 1 left as it was.');
  const none = bulkOutcome('ASSIGN', picked, [
    { id: 'ses_1', code: 'not_found', message: 'No session ses_1.' },
    { id: 'ses_3', code: 'other' },
  ]);
  expect(none.failed.map((f) => [f.name, f.message])).toEqual([['order-1', 'No session ses_1.'], ['ses_3', 'It could not be done.']]);
  expect(outcomeText(none)).toBe('No case assigned.');
});

test('counting and picking cases', () => {
  expect(cases(1)).toBe('1 case');
  expect(cases(3)).toBe('3 cases');
  expect(toggle(['a'], 'b', true)).toEqual(['a', 'b']);
  expect(toggle(['a', 'b'], 'a', false)).toEqual(['b']);
  expect(toggle(['a'], 'a', true)).toEqual(['a']);
});
