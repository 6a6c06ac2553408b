import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { Router } from '../../lib/router';
import { Tabs } from './Tabs';

afterEach(() => vi.unstubAllGlobals());

test('tabs are links in a named nav, the one shown marked current', () => {
  vi.stubGlobal('window', { location: { pathname: '/console/usd/accounts', search: '', hash: '' } });
  const html = renderToStaticMarkup(
    <Router>
      <Tabs label="USD" tabs={[
        { to: '/usd/requests', label: 'Account requests', current: false },
        { to: '/usd/accounts', label: 'Accounts', current: true },
      ]} />
    </Router>,
  );
  expect(html).toMatch(/^<nav class="[^"]+" aria-label="USD">/);
  expect(html).toMatch(/<a href="\/console\/usd\/requests" class="[^"]+">Account requests<\/a>/);
  expect(html).toMatch(/<a href="\/console\/usd\/accounts" class="[^"]+" aria-current="page">Accounts<\/a>/);
});
