import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { EmptyState } from './EmptyState';

test('an empty state says so, in its own words when given', () => {
  expect(renderToStaticMarkup(<EmptyState />)).toContain('<p>Nothing here yet.</p>');
  const html = renderToStaticMarkup(
    <EmptyState>
      <p>No keys in this mode yet.</p>
    </EmptyState>,
  );
  expect(html).toContain('No keys in this mode yet.');
  expect(html).not.toContain('Nothing here yet.');
});
