import { expect, test } from 'vitest';
import { ApiError } from '../lib/errors';
import { returnPath, secondFactorOf } from './signIn';

test('a sign-in refused for a second factor says which it takes, and its passkey ceremony', () => {
  const passkey = { challenge: 'ch_1', options: { challenge: 'abc' } };
  const e = new ApiError(401, 'second_factor_required', 'A second factor is required.', {}, { factors: ['totp', 'passkey'], passkey });
  expect(secondFactorOf(e)).toEqual({ factors: ['totp', 'passkey'], passkey });
  // An authenticator app unless told.
  expect(secondFactorOf(new ApiError(401, 'second_factor_required', ''))).toEqual({ factors: ['totp'], passkey: undefined });
});

test('any other failure is no request for a second factor', () => {
  expect(secondFactorOf(new ApiError(401, 'invalid_credentials', 'The email or password is not right.'))).toBeNull();
  expect(secondFactorOf(new Error('network'))).toBeNull();
});

test('signing in leads to the page asked for, on the console only, else home', () => {
  expect(returnPath('?next=' + encodeURIComponent('/console/workflows?view=all'))).toBe('/console/workflows?view=all');
  expect(returnPath('?next=' + encodeURIComponent('https://evil.example/console/x'))).toBe('/console/');
  expect(returnPath('?next=' + encodeURIComponent('/console/sign-in'))).toBe('/console/');
  expect(returnPath('')).toBe('/console/');
});
