import { expect, test } from 'vitest';
import { objectPath } from '../../lib/objects';
import { describe as read, hitTarget, mayOpen, pageTargets, typePath, type Hit } from './targets';

test('each type leads to its page, as the console links its ids', () => {
  const ids: Record<string, string> = {
    Session: 'ses_1', Customer: 'cus_1', Workflow: 'wf_1', Event: 'evt_1', WebhookEndpoint: 'we_1', DepositAddress: 'addr_1',
    CryptoDeposit: 'dep_1', CryptoWithdrawal: 'cwd_1', LedgerTransaction: 'txn_1', FxExchange: 'fxx_1', UsdAccount: 'vac_1',
    Counterparty: 'cpty_1', UsdTransfer: 'trf_1', ApiKey: 'key_1',
  };
  for (const [typename, id] of Object.entries(ids)) {
    expect(typePath(typename, id), typename).toBe(objectPath(id));
  }
  expect(typePath('Session', 'ses_a/b')).toBe('/verifications/ses_a%2Fb');
  expect(typePath('ApiKey', 'key_1')).toBe('/developers/keys?key=key_1');
  expect(typePath('Mystery', 'x_1')).toBeNull();
});

test('a hit leads nowhere when its role may not see the page', () => {
  const key: Hit = { __typename: 'ApiKey', id: 'key_1', name: 'back office', hint: 'sk_test_…a1b2' };
  expect(hitTarget(key, 'OWNER', 'TEST')).toEqual({ key: 'key_1', type: 'API key', label: 'back office', detail: 'sk_test_…a1b2', path: '/developers/keys?key=key_1' });
  expect(hitTarget(key, 'VIEWER', 'TEST').path).toBeNull();
  expect(mayOpen('/balances/transactions/txn_1', 'FINANCE', 'LIVE')).toBe(true);
  expect(mayOpen('/balances/transactions/txn_1', 'DEVELOPER', 'LIVE')).toBe(false);
  expect(mayOpen('/nowhere', 'OWNER', 'TEST')).toBe(false);
});

test('hits read as people know them', () => {
  expect(read({ __typename: 'Session', id: 'ses_1', sessionStatus: 'REQUIRES_REVIEW', userReference: 'order-1' }))
    .toEqual({ label: 'order-1', detail: 'ses_1 · In review' });
  // Without READ, a session has no user reference to show.
  expect(read({ __typename: 'Session', id: 'ses_1', sessionStatus: 'APPROVED' })).toEqual({ label: 'ses_1', detail: 'Approved' });
  expect(read({ __typename: 'Customer', id: 'cus_1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' }))
    .toEqual({ label: 'Ada Obi', detail: 'ada@example.com' });
  expect(read({ __typename: 'UsdTransfer', id: 'trf_1', reference: 'inv-7', transferStatus: 'PROCESSING', amount: { amount: '12345', currency: 'USD', decimals: 2 } }))
    .toEqual({ label: 'inv-7', detail: '123.45 USD · Processing' });
  expect(read({ __typename: 'DepositAddress', id: 'addr_1', address: '0xabc', coin: 'USDC', chain: 'BASE' })).toEqual({ label: '0xabc', detail: 'USDC on Base' });
});

test('"Go to" offers the pages the role may see, by what is typed', () => {
  expect(pageTargets('', 'VIEWER', 'TEST').map((t) => t.label)).toEqual(['Overview', 'Verifications', 'Workflows', 'Customers', 'Balances', 'FX', 'Crypto', 'USD', 'Settings']);
  expect(pageTargets('  CUST ', 'OWNER', 'TEST')).toEqual([{ key: 'page:/customers', type: 'Page', label: 'Customers', path: '/customers' }]);
  expect(pageTargets('review', 'VIEWER', 'TEST')).toEqual([]);
  expect(pageTargets('review', 'REVIEWER', 'TEST').map((t) => t.path)).toEqual(['/review']);
});
