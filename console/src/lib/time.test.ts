import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatTime, setTimeZone, timeZone, utcTitle } from './time';

describe('time', () => {
  afterEach(() => setTimeZone(undefined));

  it('shows times in the member’s zone, to the second', () => {
    setTimeZone('Asia/Tokyo');
    expect(timeZone()).toBe('Asia/Tokyo');
    const shown = formatTime('2026-11-27T14:03:09.123456Z');
    expect(shown).toContain('11:03:09'); // 23:03:09 in Tokyo, in a 12-hour locale 11:03:09 PM
    expect(formatDate('2026-11-27T20:00:00Z')).toMatch(/28/); // already the 28th in Tokyo
  });

  it('falls back to the browser’s zone', () => {
    setTimeZone('');
    expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setTimeZone('posix/Europe/Paris'); // a name the server's files know and browsers do not
    expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(formatTime('2026-11-27T14:03:09Z')).not.toBe('—');
  });

  it('says UTC in titles, and what it cannot read as it is', () => {
    expect(utcTitle('2026-11-27T14:03:09.123456Z')).toBe('2026-11-27 14:03:09 UTC');
    expect(utcTitle(null)).toBeUndefined();
    expect(formatTime(null)).toBe('—');
    expect(formatTime('', '')).toBe('');
    expect(formatTime('not a time')).toBe('not a time');
  });
});
