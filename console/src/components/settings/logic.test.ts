import { describe, expect, test } from 'vitest';
import {
  SECTIONS,
  assignableRoles,
  checkLogoFile,
  checkLogoSize,
  checkOrigins,
  checkRetention,
  checkReviewTarget,
  cleanDomain,
  contrast,
  deviceName,
  mailsFor,
  parseDomains,
  parseOrigin,
  resolveSection,
  sectionsFor,
  serverOriginErrors,
  SSO_ROLES,
  ssoLinked,
  timeZoneOptions,
  unverifiedDomains,
} from './logic';

describe('sections', () => {
  const account = SECTIONS.find((s) => s.path === '/account')!;
  const verification = SECTIONS.find((s) => s.path === '/verification')!;

  test('those who manage see every section; others what runs the checks and their account', () => {
    expect(sectionsFor('ADMIN', 'TEST').map((s) => s.path)).toEqual(['/organization', '/members', '/security', '/verification', '/account']);
    expect(sectionsFor('OWNER', 'LIVE')).toHaveLength(5);
    for (const role of ['DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER'] as const) {
      expect(sectionsFor(role, 'TEST').map((s) => s.path)).toEqual(['/verification', '/account']);
    }
    // A developer reads nothing of live mode's but through keys.
    expect(sectionsFor('DEVELOPER', 'LIVE').map((s) => s.path)).toEqual(['/account']);
  });

  test('the default: the organization for those who manage it, their account for everyone else', () => {
    const admin = sectionsFor('ADMIN', 'TEST');
    expect(resolveSection('', admin)).toEqual({ kind: 'section', section: SECTIONS[0] });
    expect(resolveSection('/', admin)).toEqual({ kind: 'section', section: SECTIONS[0] });
    const viewer = sectionsFor('VIEWER', 'TEST');
    expect(resolveSection('', viewer)).toEqual({ kind: 'section', section: account });
    expect(resolveSection('', sectionsFor('DEVELOPER', 'LIVE'))).toEqual({ kind: 'section', section: account });
  });

  test('deep links: a section, one the role cannot use, an unknown one', () => {
    const viewer = sectionsFor('VIEWER', 'TEST');
    expect(resolveSection('/account/', viewer)).toEqual({ kind: 'section', section: account });
    expect(resolveSection('/verification', viewer)).toEqual({ kind: 'section', section: verification });
    expect(resolveSection('/members', viewer)).toEqual({ kind: 'forbidden', section: SECTIONS[1] });
    expect(resolveSection('/verification', sectionsFor('DEVELOPER', 'LIVE'))).toEqual({ kind: 'forbidden', section: verification });
    expect(resolveSection('/billing', viewer)).toEqual({ kind: 'unknown' });
  });

  test('back from linking an account to single sign-on: the account, whatever the role', () => {
    const admin = sectionsFor('ADMIN', 'TEST');
    expect(resolveSection('', admin, '?sso=linked')).toEqual({ kind: 'section', section: account });
    expect(resolveSection('/members', admin, '?sso=linked')).toEqual({ kind: 'section', section: SECTIONS[1] });
    expect(resolveSection('', admin, '?sso=other')).toEqual({ kind: 'section', section: SECTIONS[0] });
    expect(ssoLinked('?next=x&sso=linked')).toBe(true);
    expect(ssoLinked('')).toBe(false);
  });
});

test('only owners give the owner role', () => {
  expect(assignableRoles('OWNER')).toContain('OWNER');
  expect(assignableRoles('ADMIN')).toEqual(['ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER']);
  expect(SSO_ROLES).not.toContain('OWNER');
});

describe('origins', () => {
  test('good origins, as browsers send them', () => {
    const cases: Record<string, string> = {
      'https://shop.example': 'https://shop.example',
      'https://shop.example/': 'https://shop.example',
      'HTTPS://Shop.Example': 'https://shop.example',
      'http://localhost:3000': 'http://localhost:3000',
      'https://shop.example:443': 'https://shop.example',
      'http://shop.example:80': 'http://shop.example',
      'http://shop.example:443': 'http://shop.example:443',
      'http://127.0.0.1:8080': 'http://127.0.0.1:8080',
      'https://[::1]:8443': 'https://[::1]:8443',
      '  https://a-b.example  ': 'https://a-b.example',
    };
    for (const [raw, want] of Object.entries(cases)) expect(parseOrigin(raw)).toEqual({ origin: want });
  });

  test('anything else is refused', () => {
    for (const raw of ['', '*', 'https://*.shop.example', 'shop.example', 'ftp://shop.example', 'https://shop.example/path',
      'https://shop.example?q', 'https://user@shop.example', 'https://shop.example:0', 'https://shop.example:70000',
      'https://-shop.example', 'https://shop.123', 'http://256.1.1.1', 'https://shop..example', 'https://shop.example#x']) {
      expect(parseOrigin(raw), raw).toHaveProperty('error');
    }
  });

  test('each item gets its own error; repetitions too', () => {
    const items = checkOrigins(['https://a.example', 'nope', 'https://A.example/']);
    expect(items[0].error).toBeUndefined();
    expect(items[1].error).toMatch(/Not an origin/);
    expect(items[2].error).toBe('Already in the list.');
  });

  test('the server’s messages land on the items they quote', () => {
    const { byIndex, other } = serverOriginErrors(['https://a.example', 'ftp://b'], [
      '"ftp://b" is not an origin such as https://shop.example (want scheme://host[:port])',
      'at most 50 origins',
    ]);
    expect([...byIndex.entries()]).toEqual([[1, '"ftp://b" is not an origin such as https://shop.example (want scheme://host[:port])']]);
    expect(other).toEqual(['at most 50 origins']);
  });
});

describe('logo', () => {
  test('type and size are checked before sending', () => {
    expect(checkLogoFile({ size: 1000, type: 'image/png' })).toBeNull();
    expect(checkLogoFile({ size: 256 * 1024, type: 'image/webp' })).toBeNull();
    expect(checkLogoFile({ size: 256 * 1024 + 1, type: 'image/jpeg' })).toMatch(/257 KiB: at most 256 KiB/);
    expect(checkLogoFile({ size: 10, type: 'image/gif' })).toMatch(/PNG, JPEG or WebP/);
    expect(checkLogoFile({ size: 10, type: 'image/svg+xml' })).toMatch(/PNG, JPEG or WebP/);
  });

  test('16 to 2,000 pixels a side', () => {
    expect(checkLogoSize(16, 2000)).toBeNull();
    expect(checkLogoSize(15, 100)).toMatch(/15×100/);
    expect(checkLogoSize(100, 2001)).toMatch(/from 16 to 2,000/);
  });
});

test('contrast', () => {
  expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
  expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  expect(contrast('#2d5bff', '#ffffff')).toBeGreaterThan(4.5);
  expect(contrast('#ffcc00', '#ffffff')).toBeLessThan(3);
});

test('retention', () => {
  expect(checkRetention('0')).toEqual({ days: 0 });
  expect(checkRetention(' 30 ')).toEqual({ days: 30 });
  expect(checkRetention('3650')).toEqual({ days: 3650 });
  expect(checkRetention('3651')).toHaveProperty('error');
  expect(checkRetention('-1')).toHaveProperty('error');
  expect(checkRetention('1.5')).toHaveProperty('error');
  expect(checkRetention('')).toHaveProperty('error');
});

test('email domains', () => {
  expect(parseDomains('Example.com, @corp.example\nexample.com  other.example')).toEqual(['example.com', 'corp.example', 'other.example']);
  expect(parseDomains('  ')).toEqual([]);
  expect(cleanDomain('  @Corp.Example ')).toBe('corp.example');
});

test('domains single sign-on would refuse: pending or never claimed', () => {
  const claims = [
    { domain: 'example.com', verified: true },
    { domain: 'corp.example', verified: false },
  ];
  expect(unverifiedDomains(['example.com', 'corp.example', 'other.example'], claims)).toEqual(['corp.example', 'other.example']);
  expect(unverifiedDomains(['example.com'], claims)).toEqual([]);
  expect(unverifiedDomains([], [])).toEqual([]);
});

test('device names', () => {
  expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'))
    .toBe('Chrome on macOS');
  expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'))
    .toBe('Safari on iOS');
  expect(deviceName('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0')).toBe('Firefox on Linux');
  expect(deviceName('Go-http-client/1.1')).toBe('A program');
  expect(deviceName('')).toBe('Unknown device');
});

test('the review target is whole minutes, from 5 to a week', () => {
  expect(checkReviewTarget(' 60 ')).toEqual({ minutes: 60 });
  expect(checkReviewTarget('5')).toEqual({ minutes: 5 });
  expect(checkReviewTarget('10080')).toEqual({ minutes: 10080 });
  for (const bad of ['4', '10081', '1.5', '', 'an hour', '-10']) expect(checkReviewTarget(bad)).toHaveProperty('error');
});

test('the time zones offered: the browser’s first, then every zone with UTC and the saved one', () => {
  const options = timeZoneOptions('Europe/Paris', ['Europe/Paris', 'America/New_York'], 'Etc/GMT+3');
  expect(options[0]).toEqual({ value: '', label: "Browser's (Europe/Paris)" });
  expect(options.slice(1).map((o) => o.value)).toEqual(['America/New_York', 'Etc/GMT+3', 'Europe/Paris', 'UTC']);
  expect(options[1].label).toBe('America/New York');
  expect(timeZoneOptions('UTC', ['UTC'], null).map((o) => o.value)).toEqual(['', 'UTC']);
});

test('the mails a role may get: the queue’s digest to reviewers, failing endpoints to developers, in live mode', () => {
  expect(mailsFor('OWNER')).toEqual({ queue: true, endpoints: true });
  expect(mailsFor('ADMIN')).toEqual({ queue: true, endpoints: true });
  expect(mailsFor('REVIEWER')).toEqual({ queue: true, endpoints: false });
  expect(mailsFor('DEVELOPER')).toEqual({ queue: false, endpoints: true });
  expect(mailsFor('FINANCE')).toEqual({ queue: false, endpoints: false });
  expect(mailsFor('VIEWER')).toEqual({ queue: false, endpoints: false });
});
