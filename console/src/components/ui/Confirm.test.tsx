import { expect, test } from 'vitest';
import { failureOf } from './Confirm';

test('an answer with an error keeps the dialog open with it; any other closes it', () => {
  const e = new Error('forbidden');
  expect(failureOf({ error: e })).toBe(e);
  expect(failureOf({ error: undefined })).toBeNull();
  expect(failureOf({})).toBeNull();
  expect(failureOf(undefined)).toBeNull();
});
