import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe as group, expect, test } from 'vitest';
import { ApiError, describe, isSignedOut } from './errors';

const gqlError = (code: string, message = 'm') =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions: { code } })] });

group('isSignedOut', () => {
  test('a missing or ended session', () => {
    expect(isSignedOut(gqlError('missing_api_key'))).toBe(true);
    expect(isSignedOut(gqlError('invalid_session'))).toBe(true);
    expect(isSignedOut(gqlError('unauthenticated'))).toBe(true);
    expect(isSignedOut(new CombinedError({ networkError: new Error('x'), response: { status: 401 } }))).toBe(true);
  });

  test('other refusals are not', () => {
    expect(isSignedOut(gqlError('forbidden'))).toBe(false);
    expect(isSignedOut(new ApiError(401, 'invalid_credentials', 'no'))).toBe(false);
    expect(isSignedOut(new ApiError(401, 'invalid_session', 'ended'))).toBe(true);
  });
});

test('describe says what happened, with the server’s code', () => {
  expect(describe(gqlError('forbidden', 'Your role may not do this'))).toEqual({ code: 'forbidden', message: 'Your role may not do this' });
  expect(describe(new ApiError(429, 'too_many_attempts', 'Try again in a minute'))).toEqual({
    code: 'too_many_attempts',
    message: 'Try again in a minute',
  });
  expect(describe(new CombinedError({ networkError: new Error('Failed to fetch') })).code).toBe('network_error');
  expect(describe(new Error('boom'))).toEqual({ code: 'error', message: 'boom' });
});
