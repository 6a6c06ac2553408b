import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { expect, test } from 'vitest';
import { ApiError } from './errors';
import { allOf, fieldProblems, firstOf, unclaimed } from './fields';

test('the fields of a GraphQL validation failure', () => {
  const error = new CombinedError({
    graphQLErrors: [
      new GraphQLError('invalid', {
        extensions: { code: 'validation_failed', fields: { 'thresholds.ocrMin': ['must be from 0 to 1'], stages: ['a', 'b'] } },
      }),
    ],
  });
  expect(fieldProblems(error)).toEqual({ 'thresholds.ocrMin': ['must be from 0 to 1'], stages: ['a', 'b'] });
});

test('errors without fields, and /v1/auth errors', () => {
  expect(fieldProblems(null)).toEqual({});
  expect(fieldProblems(new Error('x'))).toEqual({});
  expect(fieldProblems(new CombinedError({ graphQLErrors: [new GraphQLError('no', { extensions: { code: 'forbidden' } })] }))).toEqual({});
  expect(fieldProblems(new ApiError(422, 'weak_password', 'weak', { password: ['weak'] }))).toEqual({ password: ['weak'] });
});

test('unclaimed keeps the messages no input shows', () => {
  expect(unclaimed({ name: ['required'], 'address.onFail': ['bad'], other: ['x', 'y'] }, ['name', 'address.onFail'])).toEqual(['x', 'y']);
});

test('a field’s first message, or all of them', () => {
  const problems = { emailDomains: ['a is not verified', 'b is not verified'] };
  expect(firstOf(problems, 'emailDomains')).toBe('a is not verified');
  expect(allOf(problems, 'emailDomains')).toBe('a is not verified; b is not verified');
  expect(firstOf(problems, 'issuer')).toBeUndefined();
});
