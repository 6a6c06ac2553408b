import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Facts } from './Facts';

test('facts are terms and values, those left out not shown', () => {
  const html = renderToStaticMarkup(<Facts items={[['Coin', 'USDC'], false, ['Created', <time key="t">today</time>], null]} />);
  expect(html).toContain('<div><dt>Coin</dt><dd>USDC</dd></div><div><dt>Created</dt><dd><time>today</time></dd></div>');
  expect((html.match(/<dt>/g) ?? []).length).toBe(2);
});

test('rows are a look of their own', () => {
  const grid = /class="([^"]+)"/.exec(renderToStaticMarkup(<Facts items={[]} />))![1];
  const rows = /class="([^"]+)"/.exec(renderToStaticMarkup(<Facts items={[]} rows label="Verdict" />))![1];
  expect(rows.startsWith(grid + ' ')).toBe(true);
  expect(renderToStaticMarkup(<Facts items={[]} label="Verdict" />)).toContain('aria-label="Verdict"');
});
