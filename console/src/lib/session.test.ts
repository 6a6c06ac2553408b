import { afterEach, expect, test } from 'vitest';
import { applyTimeZone } from './session';
import { formatTime, setTimeZone, timeZone } from './time';

afterEach(() => setTimeZone(undefined));

test('a time zone applied (on saving it) shows every time in it at once', () => {
  applyTimeZone('Asia/Tokyo');
  expect(timeZone()).toBe('Asia/Tokyo');
  expect(formatTime('2026-11-27T14:03:09Z')).toContain('11:03:09'); // 23:03:09 in Tokyo
  applyTimeZone(null);
  expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
});
