import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Notice } from './Notice';

test('a success is announced; a note is not', () => {
  expect(renderToStaticMarkup(<Notice tone="success">Saved.</Notice>)).toMatch(/role="status">Saved\.<\/div>$/);
  expect(renderToStaticMarkup(<Notice>Archived.</Notice>)).not.toContain('role=');
});
