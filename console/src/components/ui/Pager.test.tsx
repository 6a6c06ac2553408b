import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Pager } from './Pager';

const none = () => {};

test('a list on one page has no pager', () => {
  expect(renderToStaticMarkup(<Pager hasPrevious={false} hasNext={false} onPrevious={none} onNext={none} />)).toBe('');
});

test('the first page cannot go back; the last cannot go on', () => {
  const first = renderToStaticMarkup(<Pager label="Pages of keys" hasPrevious={false} hasNext onPrevious={none} onNext={none} />);
  expect(first).toContain('aria-label="Pages of keys"');
  expect(first).toMatch(/disabled="">Previous page/);
  expect(first).not.toMatch(/disabled="">Next page/);
  const last = renderToStaticMarkup(<Pager hasPrevious hasNext={false} onPrevious={none} onNext={none} />);
  expect(last).toMatch(/disabled="">Next page/);
  expect(last).toContain('aria-label="Pages"');
});
