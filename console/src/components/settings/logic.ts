// The settings pages' pure rules: which sections a role sees, which roles a
// person may give, and the checks a form makes before asking the server
// (which decides: these only spare a round trip and say what is wrong
// where it is).
import type { Mode, Role } from '../../gql/graphql';
import { ROLES, can, type Permission } from '../../lib/roles';

/** A sub-page of Settings. */
export interface SettingsSection {
  /** Its path below /settings ("/members"). */
  path: string;
  label: string;
  needs: Permission;
}

export const SECTIONS: readonly SettingsSection[] = [
  { path: '/organization', label: 'Organization', needs: 'MANAGE' },
  { path: '/members', label: 'Members', needs: 'MANAGE' },
  { path: '/security', label: 'Security', needs: 'MANAGE' },
  // Everyone who may read sees what runs the checks; MANAGE changes it.
  { path: '/verification', label: 'Verification checks', needs: 'READ' },
  { path: '/account', label: 'My account', needs: 'SELF' },
];

/** sectionsFor lists the sections a role may use in mode. */
export function sectionsFor(role: Role | null | undefined, mode: Mode): SettingsSection[] {
  return SECTIONS.filter((s) => can(role, mode, s.needs));
}

/** What a path below /settings shows. */
export type SectionMatch =
  | { kind: 'section'; section: SettingsSection }
  /** A section the role cannot use. */
  | { kind: 'forbidden'; section: SettingsSection }
  | { kind: 'unknown' };

/**
 * resolveSection finds the section of rest (the path below /settings): ""
 * is the organization for those who manage it and their own account for
 * everyone else (whatever else they may read), or the person's
 * account when search says they come back from linking it to single
 * sign-on.
 */
export function resolveSection(rest: string, available: readonly SettingsSection[], search = ''): SectionMatch {
  let path = rest.replace(/\/+$/, '');
  if (path === '' && ssoLinked(search)) path = '/account';
  if (path === '') {
    const home = available.find((s) => s.needs === 'MANAGE') ?? available.find((s) => s.needs === 'SELF') ?? available[0];
    return home ? { kind: 'section', section: home } : { kind: 'unknown' };
  }
  const section = SECTIONS.find((s) => s.path === path);
  if (!section) return { kind: 'unknown' };
  return available.includes(section) ? { kind: 'section', section } : { kind: 'forbidden', section };
}

/**
 * assignableRoles are the roles a person with role may give a member or an
 * invitation: only owners make owners.
 */
export function assignableRoles(role: Role | null | undefined): Role[] {
  return ROLES.filter((r) => r !== 'OWNER' || role === 'OWNER');
}

/** The roles people who join through single sign-on may get (never OWNER). */
export const SSO_ROLES: readonly Role[] = ROLES.filter((r) => r !== 'OWNER');

// ---- Allowed origins --------------------------------------------------------

const DNS_LABEL = /^[a-z0-9-]{1,63}$/;

function hostnameOK(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  for (const l of labels) {
    if (!DNS_LABEL.test(l) || l.startsWith('-') || l.endsWith('-')) return false;
  }
  // A last label of digits alone reads as an IPv4 address.
  return !/^\d+$/.test(labels[labels.length - 1]);
}

function ipv4OK(host: string): boolean {
  const parts = host.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && String(Number(p)) === p);
}

/**
 * parseOrigin checks an origin as the server does (scheme://host[:port],
 * http or https, no path, query, credentials or wildcard) and returns it as
 * browsers send it (lower case, without the scheme's default port), or an
 * error to show beside it.
 */
export function parseOrigin(raw: string): { origin: string } | { error: string } {
  const bad = { error: 'Not an origin: write scheme://host[:port], such as https://shop.example, with no path or wildcard.' };
  const m = /^(https?):\/\/(\[[0-9a-fA-F:.]+\]|[^/:?#@[\]]+)(?::(\d{1,5}))?\/?$/i.exec(raw.trim());
  if (!m || raw.trim().length > 255) return bad;
  const scheme = m[1].toLowerCase();
  let host = m[2].toLowerCase();
  if (host.startsWith('[')) {
    if (!/^\[[0-9a-f:.]*:[0-9a-f:.]*\]$/.test(host)) return bad;
  } else if (/^[\d.]+$/.test(host)) {
    if (!ipv4OK(host)) return bad;
  } else if (!hostnameOK(host)) {
    return bad;
  }
  if (m[3] !== undefined) {
    const port = Number(m[3]);
    if (port < 1 || port > 65535) return { error: 'The port must be from 1 to 65535.' };
    if (!((scheme === 'https' && port === 443) || (scheme === 'http' && port === 80))) host += ':' + port;
  }
  return { origin: scheme + '://' + host };
}

/** An allowed origin as the editor shows it: what was typed and what is wrong with it. */
export interface OriginItem {
  value: string;
  error?: string;
}

/**
 * checkOrigins checks each origin of a list, and repetitions: it returns
 * the list with each item's error (none when all are good).
 */
export function checkOrigins(values: readonly string[]): OriginItem[] {
  const seen = new Set<string>();
  return values.map((value) => {
    const r = parseOrigin(value);
    if ('error' in r) return { value, error: r.error };
    if (seen.has(r.origin)) return { value, error: 'Already in the list.' };
    seen.add(r.origin);
    return { value };
  });
}

/**
 * serverOriginErrors places the server's messages for allowedOrigins on
 * the items they quote ("\"ftp://x\" is not an origin …"); messages that
 * quote none (such as the list's length) are returned apart.
 */
export function serverOriginErrors(values: readonly string[], messages: readonly string[]): { byIndex: Map<number, string>; other: string[] } {
  const byIndex = new Map<number, string>();
  const other: string[] = [];
  for (const msg of messages) {
    const i = values.findIndex((v, i) => !byIndex.has(i) && v !== '' && msg.includes(JSON.stringify(v)));
    if (i >= 0) byIndex.set(i, msg);
    else other.push(msg);
  }
  return { byIndex, other };
}

// ---- Widget look ------------------------------------------------------------

/** The widget's own accent colour (widget.css), used when none is set. */
export const WIDGET_ACCENT = '#2d5bff';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The largest logo the server takes, in bytes (256 KiB). */
export const MAX_LOGO_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** checkLogoFile says what is wrong with a chosen logo file before it is read, or null. */
export function checkLogoFile(file: { size: number; type: string }): string | null {
  if (!LOGO_TYPES.includes(file.type)) return 'The logo must be a PNG, JPEG or WebP image.';
  if (file.size > MAX_LOGO_BYTES) {
    return `The logo is ${Math.ceil(file.size / 1024)} KiB: at most 256 KiB is accepted. Make it smaller and choose it again.`;
  }
  return null;
}

/** checkLogoSize says what is wrong with a logo's dimensions (16 to 2,000 pixels a side), or null. */
export function checkLogoSize(width: number, height: number): string | null {
  if (width < 16 || height < 16 || width > 2000 || height > 2000) {
    return `The logo is ${width}×${height} pixels: each side must be from 16 to 2,000 pixels.`;
  }
  return null;
}

function luminance(hex: string): number {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = c.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** contrast is the WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

// ---- Retention ----------------------------------------------------------------

/** checkRetention reads the retention field: 0 keeps data, else 1 to 3,650 days. */
export function checkRetention(raw: string): { days: number } | { error: string } {
  const s = raw.trim();
  if (!/^\d+$/.test(s)) return { error: 'A whole number of days, or 0 to keep data for good.' };
  const days = Number(s);
  if (days !== 0 && (days < 1 || days > 3650)) return { error: 'From 1 to 3,650 days, or 0 to keep data for good.' };
  return { days };
}

// ---- Review ------------------------------------------------------------------------

/** checkReviewTarget reads the review target: whole minutes, from 5 to a week (10,080). */
export function checkReviewTarget(raw: string): { minutes: number } | { error: string } {
  const s = raw.trim();
  if (!/^\d+$/.test(s)) return { error: 'A whole number of minutes, such as 60.' };
  const minutes = Number(s);
  if (minutes < 5 || minutes > 10080) return { error: 'From 5 minutes to a week (10,080 minutes).' };
  return { minutes };
}

/** The longest label of a review preset. */
export const PRESET_LABEL_MAX = 60;

/** The most review presets an organization keeps. */
export const PRESETS_MAX = 50;

// ---- Preferences -------------------------------------------------------------------

/**
 * timeZoneOptions are the choices of the time-zone setting: the browser's
 * (""), then the zones given, with the saved one among them.
 */
export function timeZoneOptions(browserZone: string, zones: readonly string[], saved?: string | null): { value: string; label: string }[] {
  const all = new Set(zones);
  all.add('UTC');
  if (saved) all.add(saved);
  return [
    { value: '', label: `Browser's (${browserZone})` },
    ...[...all].sort().map((z) => ({ value: z, label: z.replace(/_/g, ' ') })),
  ];
}

/**
 * mailsFor says which of the mails a role may get: the review queue's
 * digest to those who review in live mode, failing endpoints to those who
 * manage its webhooks.
 */
export function mailsFor(role: Role | null | undefined): { queue: boolean; endpoints: boolean } {
  return { queue: can(role, 'LIVE', 'REVIEW'), endpoints: can(role, 'LIVE', 'DEVELOP') };
}

// ---- Single sign-on -------------------------------------------------------------

/** cleanDomain is a domain as typed, in lower case and without a leading "@". */
export function cleanDomain(raw: string): string {
  return raw.trim().toLowerCase().replace(/^@/, '');
}

/** parseDomains reads email domains typed one a line or separated by commas. */
export function parseDomains(raw: string): string[] {
  return [...new Set(raw.split(/[\s,]+/).map(cleanDomain).filter(Boolean))];
}

/**
 * unverifiedDomains are those of listed that no verified claim covers
 * (pending, or never claimed): enabled single sign-on refuses them.
 */
export function unverifiedDomains(listed: readonly string[], claims: readonly { domain: string; verified: boolean }[]): string[] {
  const verified = new Set(claims.filter((c) => c.verified).map((c) => c.domain));
  return listed.filter((d) => !verified.has(d));
}

/** ssoLinked reports whether a settings URL's query is the provider's return from linking an account (?sso=linked). */
export function ssoLinked(search: string): boolean {
  return new URLSearchParams(search).get('sso') === 'linked';
}

// ---- Sessions -------------------------------------------------------------------

/** deviceName names a browser from its User-Agent ("Chrome on macOS"). */
export function deviceName(ua: string): string {
  if (!ua) return 'Unknown device';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua) || /HeadlessChrome/.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl|Go-http-client|python|okhttp/i.test(ua)
              ? 'A program'
              : 'A browser';
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : '';
  return os ? `${browser} on ${os}` : browser;
}

export { formatDate, formatTime } from '../../lib/time';
