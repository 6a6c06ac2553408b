import { expect, test } from 'vitest';
import { appPath, href, safeReturnPath } from './router';

test('appPath', () => {
  expect(appPath('/console')).toBe('/');
  expect(appPath('/console/')).toBe('/');
  expect(appPath('/console/verifications/')).toBe('/verifications');
  expect(appPath('/console/verifications/ses_1')).toBe('/verifications/ses_1');
  expect(appPath('/consoles')).toBe('/consoles');
});

test('href', () => {
  expect(href('/')).toBe('/console/');
  expect(href('/review?x=1')).toBe('/console/review?x=1');
});

test('safeReturnPath keeps only pages of the console', () => {
  expect(safeReturnPath('/console/workflows?view=all')).toBe('/console/workflows?view=all');
  expect(safeReturnPath('/console/accept-invitation#token=inv_x')).toBe('/console/accept-invitation#token=inv_x');
  for (const bad of [null, '', 'https://evil.example/console/', '//evil.example/console/', '/console/../x', '/v1/auth/sign-out',
    '/console/sign-in', '/console\\..\\x', '/consoles/x']) {
    expect(safeReturnPath(bad)).toBeNull();
  }
});
