import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { LiveCheck, checked, type CheckState } from './liveCheck';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A check whose answers the test gives, in any order. */
function setup(delay = 300) {
  const asked: string[] = [];
  const pending = new Map<string, { resolve(v: boolean): void; reject(e: unknown): void }>();
  const states: CheckState<string, boolean>[] = [];
  const c = new LiveCheck<string, boolean>({
    delay,
    check: (input) => {
      asked.push(input);
      return new Promise((resolve, reject) => pending.set(input, { resolve, reject }));
    },
    onChange: (s) => states.push(s),
  });
  const last = () => states[states.length - 1];
  return { c, asked, pending, states, last };
}

test('the check waits for a pause in the typing and asks once, for the last input', async () => {
  const { c, asked, pending, last } = setup();
  c.set('0x1');
  expect(last()).toEqual({ status: 'checking', input: '0x1' });
  await vi.advanceTimersByTimeAsync(200);
  c.set('0x12');
  await vi.advanceTimersByTimeAsync(200);
  c.set('0x123');
  await vi.advanceTimersByTimeAsync(299);
  expect(asked).toEqual([]);
  await vi.advanceTimersByTimeAsync(1);
  expect(asked).toEqual(['0x123']);
  pending.get('0x123')!.resolve(true);
  await vi.advanceTimersByTimeAsync(0);
  expect(last()).toEqual({ status: 'done', input: '0x123', result: true });
});

test('an answer to an older input is not shown for the newer one', async () => {
  const { c, pending, last } = setup();
  c.set('a');
  await vi.advanceTimersByTimeAsync(300);
  c.set('ab');
  await vi.advanceTimersByTimeAsync(300);
  pending.get('ab')!.resolve(false);
  await vi.advanceTimersByTimeAsync(0);
  pending.get('a')!.resolve(true);
  await vi.advanceTimersByTimeAsync(0);
  expect(last()).toEqual({ status: 'done', input: 'ab', result: false });
});

test('an input answered before is answered again at once, without asking', async () => {
  const { c, asked, pending, last } = setup();
  c.set('a');
  await vi.advanceTimersByTimeAsync(300);
  pending.get('a')!.resolve(true);
  await vi.advanceTimersByTimeAsync(0);
  c.set('ab');
  c.set('a');
  expect(last()).toEqual({ status: 'done', input: 'a', result: true });
  await vi.advanceTimersByTimeAsync(1000);
  expect(asked).toEqual(['a']);
});

test('clearing the field stops the pending check; a failure is reported as such', async () => {
  const { c, asked, pending, last } = setup();
  c.set('a');
  c.set(null);
  expect(last()).toEqual({ status: 'idle' });
  await vi.advanceTimersByTimeAsync(1000);
  expect(asked).toEqual([]);
  c.set('b');
  await vi.advanceTimersByTimeAsync(300);
  const error = new Error('offline');
  pending.get('b')!.reject(error);
  await vi.advanceTimersByTimeAsync(0);
  expect(last()).toEqual({ status: 'failed', input: 'b', error });
});

test('a stopped check reports nothing more', async () => {
  const { c, pending, states } = setup();
  c.set('a');
  await vi.advanceTimersByTimeAsync(300);
  c.stop();
  pending.get('a')!.resolve(true);
  await vi.advanceTimersByTimeAsync(0);
  expect(states).toEqual([{ status: 'checking', input: 'a' }]);
});

test('checked gives a result only for the input it was checked for', () => {
  const done: CheckState<{ chain: string; address: string }, boolean> = { status: 'done', input: { chain: 'BASE', address: '0x1' }, result: true };
  expect(checked(done, { chain: 'BASE', address: '0x1' })).toBe(true);
  expect(checked(done, { chain: 'TRON', address: '0x1' })).toBeUndefined();
  expect(checked(done, null)).toBeUndefined();
  expect(checked({ status: 'checking', input: 'x' }, 'x')).toBeUndefined();
});
