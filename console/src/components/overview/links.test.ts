import { expect, test } from 'vitest';
import { readUrlState } from '../../lib/urlState';
import { VERIFICATION_DEFAULTS, sessionFilter } from '../session/filters';
import { ledgerLink, reviewQueueLink, verificationsLink, webhooksLink } from './links';

const today = { from: '2026-11-22', to: '2026-11-22' };

test('verifications of UTC days, by status', () => {
  expect(verificationsLink(today)).toBe('/verifications?from=2026-11-22&to=2026-11-22&tz=utc');
  expect(verificationsLink({ from: '2026-10-24', to: '2026-11-22' }, 'APPROVED')).toBe(
    '/verifications?status=APPROVED&from=2026-10-24&to=2026-11-22&tz=utc',
  );
  expect(verificationsLink(null, 'REQUIRES_REVIEW')).toBe('/verifications?status=REQUIRES_REVIEW');
});

test('the Verifications page reads the link as the overview counted: UTC days', () => {
  const link = verificationsLink(today, 'REJECTED');
  const u = readUrlState(link.slice(link.indexOf('?')), VERIFICATION_DEFAULTS);
  expect(sessionFilter(u)).toEqual({
    status: 'REJECTED',
    createdAfter: '2026-11-22T00:00:00.000Z',
    createdBefore: '2026-11-23T00:00:00.000Z',
  });
});

test('the review queue, or the sessions in it for those who do not review', () => {
  expect(reviewQueueLink(true)).toBe('/review');
  expect(reviewQueueLink(false)).toBe('/verifications?status=REQUIRES_REVIEW');
});

test('webhooks', () => {
  expect(webhooksLink()).toBe('/developers/webhooks');
  expect(webhooksLink('we_1')).toBe('/developers/webhooks/we_1');
});

test('a wallet’s history', () => {
  expect(ledgerLink('USD')).toBe('/balances/USD');
  expect(ledgerLink('NGN', { from: '2026-10-24', to: '2026-11-22' }, 'in')).toBe('/balances/NGN?from=2026-10-24&to=2026-11-22&direction=in');
  expect(ledgerLink('usdc', null, 'out')).toBe('/balances/usdc?direction=out');
});
