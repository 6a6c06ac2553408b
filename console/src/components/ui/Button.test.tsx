import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Button, buttonClass } from './Button';

test('a button is of type button unless told, with the look asked for', () => {
  const html = renderToStaticMarkup(<Button variant="primary">Save</Button>);
  expect(html).toMatch(/^<button type="button" class="[^"]+">Save<\/button>$/);
  expect(html).toContain(`class="${buttonClass('primary')}"`);
  expect(renderToStaticMarkup(<Button type="submit">Go</Button>)).toContain('type="submit"');
});

test('each variant and size has a class of its own, after the base', () => {
  const base = buttonClass();
  expect(base.split(' ')).toHaveLength(1);
  const looks = [buttonClass('primary'), buttonClass('danger'), buttonClass('quiet'), buttonClass('quietDanger')];
  expect(new Set(looks).size).toBe(4);
  for (const l of looks) expect(l.startsWith(base + ' ')).toBe(true);
  expect(buttonClass('default', 'small', 'extra').split(' ')).toEqual([base, expect.any(String), 'extra']);
});
