import { expect, test } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

const deadline = '2026-11-23T10:01:00.000Z';
const at = (iso: string) => Date.parse(iso);

test('seconds left are rounded up, so the last second shows 1 until it ends', () => {
  expect(secondsLeft(deadline, at('2026-11-23T10:00:00.000Z'))).toBe(60);
  expect(secondsLeft(deadline, at('2026-11-23T10:00:00.001Z'))).toBe(60);
  expect(secondsLeft(deadline, at('2026-11-23T10:00:59.000Z'))).toBe(1);
  expect(secondsLeft(deadline, at('2026-11-23T10:00:59.999Z'))).toBe(1);
});

test('nothing is left at and after the deadline, nor for a deadline that cannot be read', () => {
  expect(secondsLeft(deadline, at(deadline))).toBe(0);
  expect(secondsLeft(deadline, at('2026-11-23T11:00:00Z'))).toBe(0);
  expect(secondsLeft('soon', at(deadline))).toBe(0);
});

test('a countdown reads as minutes and seconds', () => {
  expect(formatCountdown(60)).toBe('1:00');
  expect(formatCountdown(65)).toBe('1:05');
  expect(formatCountdown(9)).toBe('0:09');
  expect(formatCountdown(0)).toBe('0:00');
  expect(formatCountdown(-3)).toBe('0:00');
  expect(formatCountdown(3600)).toBe('60:00');
});
