import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Check } from './Check';

test('a check is a checkbox labelled beside it, described by its hint', () => {
  const html = renderToStaticMarkup(<Check id="sso" label="Single sign-on only" hint="Passwords are refused" checked readOnly />);
  expect(html).toMatch(/<input id="sso" type="checkbox" class="[^"]+" aria-describedby="sso-hint"/);
  expect(html).toContain('checked=""');
  expect(html).toContain('<label for="sso">Single sign-on only</label>');
  expect(html).toContain('<p id="sso-hint" class="hint">Passwords are refused</p>');
});

test('a check may be a radio button', () => {
  expect(renderToStaticMarkup(<Check id="t" type="radio" name="theme" label="Dark" />)).toContain('type="radio"');
});
