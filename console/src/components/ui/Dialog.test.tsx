import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Dialog, focusBack } from './Dialog';

test('a dialog is drawn in a portal, never in the page’s own flow', () => {
  expect(renderToStaticMarkup(<Dialog open onOpenChange={() => {}} title="Revoke this key?">body</Dialog>)).toBe('');
});

test('after a dialog the focus goes back to what opened it, or to the page’s heading', () => {
  const body = {} as Element;
  const heading = {} as HTMLElement;
  const button = { isConnected: true } as HTMLElement;
  const gone = { isConnected: false } as HTMLElement;
  expect(focusBack(button, body, heading)).toBe(button);
  expect(focusBack(gone, body, heading)).toBe(heading);
  expect(focusBack(body as HTMLElement, body, heading)).toBe(heading);
  expect(focusBack(null, body, heading)).toBe(heading);
});
