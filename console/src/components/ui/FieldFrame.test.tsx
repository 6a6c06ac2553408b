import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { FieldFrame, fieldIds } from './FieldFrame';

test('a control is described by its hint and its problem, when it has them', () => {
  expect(fieldIds('x', false, false)).toEqual({ control: 'x', hint: undefined, problem: undefined, describedBy: undefined });
  expect(fieldIds('x', true, false).describedBy).toBe('x-hint');
  expect(fieldIds('x', true, true).describedBy).toBe('x-hint x-problem');
});

test('the frame labels its control and shows the hint and problem under it', () => {
  const html = renderToStaticMarkup(
    <FieldFrame ids={fieldIds('email', true, true)} label="Email" hint="At work" problem="Not an address">
      <input id="email" />
    </FieldFrame>,
  );
  expect(html).toMatch(/<label [^>]*for="email"[^>]*>Email<\/label><input id="email"\/>/);
  expect(html).toContain('<p id="email-hint" class="hint">At work</p>');
  expect(html).toMatch(/<p id="email-problem" class="[^"]+">Not an address<\/p>/);
});
