import { expect, test } from 'vitest';
import { isTyping, shortcutFor, type KeyTarget } from './shortcuts';

const press = (key: string, target: KeyTarget | null = { tagName: 'BODY' }, mods = {}) =>
  shortcutFor({ key, ctrlKey: false, metaKey: false, altKey: false, target, ...mods });

test('the keys', () => {
  expect(['j', 'k', 'a', 'r', '?', 'x', 'J'].map((k) => press(k))).toEqual(['next', 'previous', 'approve', 'reject', 'help', null, null]);
});

test('not with modifiers', () => {
  expect(press('a', undefined, { metaKey: true })).toBeNull();
  expect(press('r', undefined, { ctrlKey: true })).toBeNull();
  expect(press('j', undefined, { altKey: true })).toBeNull();
});

test('not while typing', () => {
  expect(press('a', { tagName: 'INPUT', type: 'text' })).toBeNull();
  expect(press('a', { tagName: 'INPUT' })).toBeNull();
  expect(press('j', { tagName: 'TEXTAREA' })).toBeNull();
  expect(press('j', { tagName: 'SELECT' })).toBeNull();
  expect(press('j', { tagName: 'DIV', isContentEditable: true })).toBeNull();
  expect(press('j', { tagName: 'INPUT', type: 'checkbox' })).toBe('next');
  expect(press('j', { tagName: 'BUTTON' })).toBe('next');
});

test('not inside a dialog', () => {
  const inDialog = { tagName: 'BUTTON', closest: (s: string) => (s.includes('dialog') ? {} : null) };
  expect(press('a', inDialog)).toBeNull();
  const outside = { tagName: 'BUTTON', closest: () => null };
  expect(press('a', outside)).toBe('approve');
});

test('isTyping', () => {
  expect(isTyping(null)).toBe(false);
  expect(isTyping({ tagName: 'input', type: 'search' })).toBe(true);
  expect(isTyping({ tagName: 'input', type: 'radio' })).toBe(false);
});
