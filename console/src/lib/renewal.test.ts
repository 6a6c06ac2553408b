import { expect, test } from 'vitest';
import { renewing, signedOutAfterRenewals } from './renewal';

test('a 401 is checked only once the renewals in flight have settled', async () => {
  const order: string[] = [];
  let finish: (v: string) => void = () => undefined;
  const switched = renewing(new Promise<string>((resolve) => (finish = resolve))).then((v) => order.push(v));
  const verdict = signedOutAfterRenewals(async () => {
    order.push('check');
    return true;
  });
  await Promise.resolve();
  expect(order).toEqual([]);
  finish('switched');
  await switched;
  expect(await verdict).toBe(false);
  expect(order).toEqual(['switched', 'check']);
});

test('a failed renewal still lets the check run; an invalid session is signed out', async () => {
  renewing(Promise.reject(new Error('refused'))).catch(() => undefined);
  expect(await signedOutAfterRenewals(async () => false)).toBe(true);
  expect(await signedOutAfterRenewals(async () => true)).toBe(false);
});
