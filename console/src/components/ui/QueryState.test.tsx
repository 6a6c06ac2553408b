import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { QueryState } from './QueryState';

const render = (props: Parameters<typeof QueryState>[0]) => renderToStaticMarkup(<QueryState {...props}>the list</QueryState>);

test('a failure wins over loading, loading over empty, empty over the content', () => {
  expect(render({ error: new Error('down'), loading: true, empty: true })).toContain('down');
  expect(render({ loading: true, empty: true })).toContain('aria-busy="true"');
  expect(render({ empty: true, emptyMessage: <p>No events yet.</p> })).toContain('No events yet.');
  expect(render({})).toBe('the list');
});
