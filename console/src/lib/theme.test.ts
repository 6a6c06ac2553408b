import { expect, test } from 'vitest';
import { applyTheme, parseTheme, storedTheme } from './theme';

test('a stored choice is light, dark, or else the system’s', () => {
  expect(parseTheme('dark')).toBe('dark');
  expect(parseTheme('light')).toBe('light');
  expect(parseTheme('sepia')).toBe('system');
  expect(parseTheme(null)).toBe('system');
});

test('storage that fails reads as the system’s', () => {
  expect(storedTheme({ getItem: () => 'dark' })).toBe('dark');
  expect(
    storedTheme({
      getItem: () => {
        throw new Error('denied');
      },
    }),
  ).toBe('system');
});

test('a theme is a data attribute on the root; the system’s is none', () => {
  const root = { dataset: {} as DOMStringMap } as HTMLElement;
  applyTheme('dark', root);
  expect(root.dataset.theme).toBe('dark');
  applyTheme('system', root);
  expect(root.dataset.theme).toBeUndefined();
});
