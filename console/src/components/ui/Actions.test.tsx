import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Actions } from './Actions';

test('a named row of buttons is a group', () => {
  expect(renderToStaticMarkup(<Actions label="Actions">x</Actions>)).toMatch(/role="group" aria-label="Actions">x<\/div>$/);
  expect(renderToStaticMarkup(<Actions>x</Actions>)).not.toContain('role=');
});

test('a row pushed to the end has a class of its own', () => {
  const start = /class="([^"]+)"/.exec(renderToStaticMarkup(<Actions>x</Actions>))![1];
  const end = /class="([^"]+)"/.exec(renderToStaticMarkup(<Actions end>x</Actions>))![1];
  expect(end.startsWith(start + ' ')).toBe(true);
});
