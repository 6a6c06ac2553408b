import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Loading } from './Loading';

test('loading is a busy status with its words', () => {
  const html = renderToStaticMarkup(<Loading />);
  expect(html).toContain('role="status"');
  expect(html).toContain('aria-busy="true"');
  expect(html).toContain('Loading…');
  expect(renderToStaticMarkup(<Loading label="Reading the case…" />)).toContain('Reading the case…');
});
