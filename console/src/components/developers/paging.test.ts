import { expect, test } from 'vitest';
import { nextPage, previousPage } from './paging';

test('forward and back through pages', () => {
  const first = { after: '', back: [] };
  const second = nextPage(first, 'c1');
  expect(second).toEqual({ after: 'c1', back: [] });
  const third = nextPage(second, 'c2');
  expect(third).toEqual({ after: 'c2', back: ['c1'] });
  expect(previousPage(third)).toEqual(second);
  expect(previousPage(second)).toEqual(first);
  expect(previousPage(first)).toEqual(first);
});
