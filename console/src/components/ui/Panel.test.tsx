import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Panel } from './Panel';

test('a panel is a section named by its heading', () => {
  const html = renderToStaticMarkup(
    <Panel title="Holds" description="Money reserved" more={<a href="#all">All holds</a>}>
      <p>body</p>
    </Panel>,
  );
  const id = /<section class="[^"]+" aria-labelledby="([^"]+)">/.exec(html)![1];
  expect(html).toMatch(new RegExp(`<h2 id="${id}" class="[^"]+">Holds</h2>`));
  expect(html).toContain('<p class="hint">Money reserved</p>');
  expect(html).toContain('<p>body</p>');
  expect(html).toContain('All holds</a></p>');
});

test('a panel’s heading level and element can change; without a title it is a plain box', () => {
  expect(renderToStaticMarkup(<Panel title="Profile" level={3} />)).toContain('<h3 ');
  const plain = renderToStaticMarkup(
    <Panel as="li">
      <p>an event</p>
    </Panel>,
  );
  expect(plain).toMatch(/^<li class="[^"]+"><p>an event<\/p><\/li>$/);
});
