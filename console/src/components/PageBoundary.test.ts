import { expect, test } from 'vitest';
import { entryOf, isLoadFailure } from './PageBoundary';

test('a page whose code could not be fetched is told from other failures', () => {
  expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/console/assets/FxPage-a1.js'))).toBe(true);
  expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
  expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
});

test('the entry script is read from the index page', () => {
  expect(entryOf('<head><script type="module" crossorigin src="/console/assets/index-Ab1.js"></script></head>')).toBe(
    '/console/assets/index-Ab1.js',
  );
  expect(entryOf('<script src="/console/assets/index-Cd2.js" type="module"></script>')).toBe('/console/assets/index-Cd2.js');
  expect(entryOf('<p>no script</p>')).toBeNull();
});
