import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { CopyField, copyMessage } from './CopyField';

test('the status says whether the value was copied, or how to copy it', () => {
  expect(copyMessage('idle')).toBe('');
  expect(copyMessage('copied')).toContain('Copied');
  expect(copyMessage('refused')).toContain('selected');
});

test('a copy field is a labelled read-only input beside its button', () => {
  const html = renderToStaticMarkup(<CopyField label="Invitation link" value="https://x/accept#token=1" hint="Shown once" />);
  const id = /<label class="[^"]+" for="([^"]+)">Invitation link<\/label>/.exec(html)![1];
  expect(html).toContain(`id="${id}"`);
  expect(html).toMatch(/<input [^>]*readOnly=""[^>]*value="https:\/\/x\/accept#token=1"/);
  expect(html).toContain(`aria-describedby="${id}-hint"`);
  expect(html).toContain('>Copy</button>');
  expect(html).toContain('role="status"');
});

test('as text, the value stands in a named group with the button’s own words', () => {
  const html = renderToStaticMarkup(<CopyField text label="The secret" value="sk_test_1" copyLabel="Copy secret" testId="secret" />);
  expect(html).toContain('role="group" aria-label="The secret"');
  expect(html).toContain('<code data-testid="secret">sk_test_1</code>');
  expect(html).toContain('>Copy secret</button>');
  expect(html).not.toContain('<input');
});
