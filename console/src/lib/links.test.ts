import { expect, test } from 'vitest';
import { fromHere } from './links';

test('links to the server’s files are followed from the console’s origin', () => {
  expect(fromHere('http://localhost:8080/v1/files/upl_1?expires=1&signature=ab')).toBe('/v1/files/upl_1?expires=1&signature=ab');
  expect(fromHere('https://kyc.example.com/v1/files/upl_2?expires=2&signature=cd')).toBe('/v1/files/upl_2?expires=2&signature=cd');
  expect(fromHere('/v1/files/upl_3?expires=3')).toBe('/v1/files/upl_3?expires=3');
  expect(fromHere('https://cdn.example.com/other.png')).toBe('https://cdn.example.com/other.png');
  expect(fromHere('::not a url')).toBe('::not a url');
});
