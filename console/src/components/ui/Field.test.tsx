import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Field } from './Field';

test('a field’s input is labelled, described and marked invalid with a problem', () => {
  const html = renderToStaticMarkup(<Field id="name" label="Name" hint="As on the passport" problem="Required" defaultValue="Ada" />);
  expect(html).toContain('for="name"');
  expect(html).toMatch(/<input id="name" class="[^"]+" aria-describedby="name-hint name-problem" aria-invalid="true" value="Ada"\/>/);
});

test('without a problem the input is not invalid, and nothing describes it but its hint', () => {
  const html = renderToStaticMarkup(<Field id="q" label="Search" type="search" />);
  expect(html).not.toContain('aria-invalid');
  expect(html).not.toContain('aria-describedby');
  expect(html).toContain('type="search"');
});
