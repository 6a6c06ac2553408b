import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Filters } from './Filters';

test('filters are a named search form; the clear button shows only when it can clear', () => {
  const none = renderToStaticMarkup(<Filters label="Filter events">fields</Filters>);
  expect(none).toMatch(/^<form class="[^"]+" role="search" aria-label="Filter events">fields<\/form>$/);
  const set = renderToStaticMarkup(<Filters label="Filter events" onClear={() => {}}>fields</Filters>);
  expect(set).toContain('>Clear the filters</button>');
});
