import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ApiError } from '../../lib/errors';
import { ErrorMessage } from './ErrorMessage';

test('an error message is the error’s words, as an alert', () => {
  const html = renderToStaticMarkup(<ErrorMessage error={new ApiError(400, 'weak_password', 'Choose a longer password.')} />);
  expect(html).toContain('role="alert"');
  expect(html).toContain('Choose a longer password.');
});

test('words given win over the error; nothing at all shows nothing', () => {
  expect(renderToStaticMarkup(<ErrorMessage error={new Error('x')}>Fix the amount.</ErrorMessage>)).toContain('Fix the amount.');
  expect(renderToStaticMarkup(<ErrorMessage error={null} />)).toBe('');
  expect(renderToStaticMarkup(<ErrorMessage />)).toBe('');
});
