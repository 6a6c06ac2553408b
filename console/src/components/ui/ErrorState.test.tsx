import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ApiError } from '../../lib/errors';
import { ErrorState } from './ErrorState';

const forbidden = new ApiError(403, 'forbidden', 'Your role cannot do this.');

test('an error state gives the message and the server’s code', () => {
  const html = renderToStaticMarkup(<ErrorState error={forbidden} />);
  expect(html).toContain('role="alert"');
  expect(html).toContain('This could not be loaded.');
  expect(html).toContain('Your role cannot do this.');
  expect(html).toContain('<code>forbidden</code>');
  expect(html).not.toContain('Try again');
});

test('a retry is offered when there is one; the title can say what failed', () => {
  const html = renderToStaticMarkup(<ErrorState error={forbidden} title="Approving did not work." onRetry={() => {}} />);
  expect(html).toContain('Approving did not work.');
  expect(html).toContain('Try again</button>');
});
