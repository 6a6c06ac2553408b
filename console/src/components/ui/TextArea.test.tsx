import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { TextArea } from './TextArea';

test('a text area is labelled and described by its hint', () => {
  const html = renderToStaticMarkup(<TextArea id="note" label="Note" hint="For reviewers" rows={3} defaultValue="Blurred" />);
  expect(html).toContain('for="note"');
  expect(html).toMatch(/<textarea id="note" class="[^"]+" aria-describedby="note-hint" rows="3">Blurred<\/textarea>/);
});
