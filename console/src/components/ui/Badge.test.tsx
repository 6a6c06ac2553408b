import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { Badge, type Tone } from './Badge';

const classOf = (tone?: Tone) => /class="([^"]+)"/.exec(renderToStaticMarkup(<Badge tone={tone}>x</Badge>))![1];

test('a badge names its tone, neutral unless told', () => {
  expect(renderToStaticMarkup(<Badge>Off</Badge>)).toContain('data-tone="neutral"');
  expect(renderToStaticMarkup(<Badge tone="danger">Rejected</Badge>)).toMatch(/^<span class="[^"]+" data-tone="danger">Rejected<\/span>$/);
});

test('every tone has a class of its own', () => {
  const tones: Tone[] = ['neutral', 'success', 'warning', 'danger', 'info'];
  expect(new Set(tones.map(classOf)).size).toBe(tones.length);
});
