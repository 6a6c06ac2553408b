// How the console shows times: in the member's time zone (their
// preference; the browser's when they set none), to the second, with the
// UTC time for a title (shown on hover). One place, so every page agrees.

let zone: string | undefined;

/** setTimeZone sets the zone times are shown in (undefined, or a zone the browser does not know: the browser's). */
export function setTimeZone(timeZone: string | null | undefined): void {
  zone = timeZone && known(timeZone) ? timeZone : undefined;
}

function known(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(undefined, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** timeZone is the zone times are shown in, by name. */
export function timeZone(): string {
  return zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** formatTime is a timestamp's day and time to the second, in the zone. */
export function formatTime(iso: string | null | undefined, fallback = '—'): string {
  const d = parse(iso);
  if (!d) return iso || fallback;
  return d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium', timeZone: zone });
}

/** formatDate is a timestamp's day, in the zone. */
export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  const d = parse(iso);
  if (!d) return iso || fallback;
  return d.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: zone });
}

/** utcTitle is a timestamp in UTC, for a title attribute ("2026-11-27 14:03:09 UTC"). */
export function utcTitle(iso: string | null | undefined): string | undefined {
  const d = parse(iso);
  return d ? d.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : undefined;
}
