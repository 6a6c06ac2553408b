import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { CodeBlock, prettyJSON } from './CodeBlock';

test('a code block is focusable, named, and indents JSON when asked', () => {
  const html = renderToStaticMarkup(<CodeBlock label="Body" json>{'{"a":1}'}</CodeBlock>);
  expect(html).toMatch(/^<pre class="[^"]+" tabindex="0" aria-label="Body"><code>\{\n {2}&quot;a&quot;: 1\n\}<\/code><\/pre>$/);
});

test('nothing to show says so', () => {
  expect(renderToStaticMarkup(<CodeBlock label="Headers">{''}</CodeBlock>)).toContain('<code>(empty)</code>');
});

test('prettyJSON indents JSON and leaves other text', () => {
  expect(prettyJSON('{"id":"evt_1","data":{"a":[1,2]}}')).toBe('{\n  "id": "evt_1",\n  "data": {\n    "a": [\n      1,\n      2\n    ]\n  }\n}');
  expect(prettyJSON('ok from receiver')).toBe('ok from receiver');
  expect(prettyJSON('')).toBe('');
  expect(prettyJSON({ a: 1 })).toBe('{\n  "a": 1\n}');
});
