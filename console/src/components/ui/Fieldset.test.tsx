import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Fieldset } from './Fieldset';

test('a fieldset has its legend, and its hint and problem describe it', () => {
  const html = renderToStaticMarkup(
    <Fieldset legend="Stages" hint="In order" problem="Choose one">
      <input type="checkbox" />
    </Fieldset>,
  );
  expect(html).toMatch(/<legend class="[^"]+">Stages<\/legend>/);
  const described = /aria-describedby="([^"]+)"/.exec(html)![1].split(' ');
  expect(described).toHaveLength(2);
  for (const id of described) expect(html).toContain(`id="${id}"`);
  expect(html).toContain('aria-invalid="true"');
});

test('without a problem the group is valid and described by nothing but its hint', () => {
  const html = renderToStaticMarkup(<Fieldset legend="Pay by">x</Fieldset>);
  expect(html).not.toContain('aria-invalid');
  expect(html).not.toContain('aria-describedby');
});
