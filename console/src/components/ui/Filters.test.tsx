import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { countSet, Filters } from './Filters';

test('filters are a named search form; the clear button shows only when it can clear', () => {
  const none = renderToStaticMarkup(<Filters label="Filter events">fields</Filters>);
  expect(none).toMatch(/^<form id="[^"]+" class="[^"]+" role="search" aria-label="Filter events">fields<\/form>$/);
  const set = renderToStaticMarkup(<Filters label="Filter events" onClear={() => {}}>fields</Filters>);
  expect(set).toContain('>Clear the filters</button>');
});

test('a filter counts when it holds something other than its unset value', () => {
  expect(countSet([])).toBe(0);
  expect(countSet([
    { value: '', unset: '' }, // an empty field
    { value: '  ', unset: '' }, // spaces only
    { value: '', unset: '' }, // a select at "Any"
    { value: '7d', unset: '7d' }, // a select at its first option
  ])).toBe(0);
  expect(countSet([
    { value: 'ada', unset: '' },
    { value: 'approved', unset: '' },
    { value: '2024-05-01', unset: '' },
    { value: '30d', unset: '7d' },
    { value: 'on', unset: '' }, // a checked box
  ])).toBe(5);
});
