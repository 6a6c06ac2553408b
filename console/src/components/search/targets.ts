// What the command menu offers: the pages a role may go to, and the hits
// of a search, each read as a type and a label and led to its page.
import type { SearchQuery } from '../../gql/graphql';
import { formatMoney } from '../../lib/money';
import { canAny, type Mode, type Role } from '../../lib/roles';
import { NAV, match } from '../../routes';
import { coinOnChain, customerName } from '../customers/labels';
import { STATUS_LABELS } from '../session/labels';

export type Hit = SearchQuery['search'][number];

/** An entry of the menu: what it is, how it reads, and where it leads (null: nowhere the console shows). */
export interface Target {
  key: string;
  type: string;
  label: string;
  detail?: string;
  path: string | null;
}

const enc = encodeURIComponent;

/** The console's page of each type search finds, by its __typename, and what people call the type. */
const TYPES: Record<Hit['__typename'], { type: string; path(id: string): string }> = {
  Session: { type: 'Verification', path: (id) => '/verifications/' + enc(id) },
  Customer: { type: 'Customer', path: (id) => '/customers/' + enc(id) },
  Workflow: { type: 'Workflow', path: (id) => '/workflows/' + enc(id) },
  Event: { type: 'Event', path: (id) => '/developers/events/' + enc(id) },
  WebhookEndpoint: { type: 'Webhook endpoint', path: (id) => '/developers/webhooks/' + enc(id) },
  DepositAddress: { type: 'Deposit address', path: (id) => '/crypto/addresses/' + enc(id) },
  CryptoDeposit: { type: 'Crypto deposit', path: (id) => '/crypto/deposits/' + enc(id) },
  CryptoWithdrawal: { type: 'Crypto withdrawal', path: (id) => '/crypto/withdrawals/' + enc(id) },
  LedgerTransaction: { type: 'Ledger transaction', path: (id) => '/balances/transactions/' + enc(id) },
  FxExchange: { type: 'FX exchange', path: (id) => '/fx/exchanges/' + enc(id) },
  UsdAccount: { type: 'USD account', path: (id) => '/usd/accounts/' + enc(id) },
  Counterparty: { type: 'Counterparty', path: (id) => '/usd/counterparties/' + enc(id) },
  UsdTransfer: { type: 'USD transfer', path: (id) => '/usd/transfers/' + enc(id) },
  // A key has no page of its own: the list of keys, showing it.
  ApiKey: { type: 'API key', path: (id) => '/developers/keys?key=' + enc(id) },
};

/** typePath is the console path of an object of a __typename, or null for a type the console does not show. */
export function typePath(typename: string, id: string): string | null {
  return Object.hasOwn(TYPES, typename) ? TYPES[typename as Hit['__typename']].path(id) : null;
}

/** mayOpen reports whether a role may see the page a console path is on. */
export function mayOpen(path: string, role: Role | null | undefined, mode: Mode): boolean {
  const m = match(path.split('?')[0]);
  return !!m && canAny(role, mode, m.item.needs);
}

/** "PROCESSING" → "Processing". */
function sentence(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');
}

/** describe reads a hit: a session by its user reference and status, a customer by name and email, others by what identifies them. */
export function describe(hit: Hit): { label: string; detail?: string } {
  switch (hit.__typename) {
    case 'Session':
      return { label: hit.userReference || hit.id, detail: [hit.userReference ? hit.id : '', STATUS_LABELS[hit.sessionStatus]].filter(Boolean).join(' · ') };
    case 'Customer':
      return { label: customerName(hit), detail: hit.email };
    case 'Workflow':
      return { label: hit.name, detail: hit.id };
    case 'Event':
      return { label: hit.type, detail: hit.id };
    case 'WebhookEndpoint':
      return { label: hit.url, detail: hit.id };
    case 'DepositAddress':
      return { label: hit.address, detail: coinOnChain(hit) };
    case 'CryptoDeposit':
      return { label: formatMoney(hit.amount), detail: `${coinOnChain(hit)} · ${hit.id}` };
    case 'CryptoWithdrawal':
      return { label: hit.reference, detail: `${formatMoney(hit.amount)} · ${sentence(hit.withdrawalStatus)}` };
    case 'LedgerTransaction':
      return { label: hit.description || hit.id, detail: hit.id };
    case 'FxExchange':
      return { label: `${formatMoney(hit.source)} → ${formatMoney(hit.target)}`, detail: hit.id };
    case 'UsdAccount':
      return { label: hit.accountName, detail: `${hit.bankName} · ${hit.id}` };
    case 'Counterparty':
      return { label: hit.accountName, detail: `${hit.institutionName} · ${hit.id}` };
    case 'UsdTransfer':
      return { label: hit.reference, detail: `${formatMoney(hit.amount)} · ${sentence(hit.transferStatus)}` };
    case 'ApiKey':
      return { label: hit.name, detail: hit.hint };
  }
}

/** hitTarget is a hit as the menu lists it: leading to its page when the role may see that page. */
export function hitTarget(hit: Hit, role: Role | null | undefined, mode: Mode): Target {
  const path = typePath(hit.__typename, hit.id);
  return { key: hit.id, type: TYPES[hit.__typename]?.type ?? hit.__typename, ...describe(hit), path: path && mayOpen(path, role, mode) ? path : null };
}

/** pageTargets are the "Go to" entries: the pages the role may see whose name holds what is typed. */
export function pageTargets(query: string, role: Role | null | undefined, mode: Mode): Target[] {
  const q = query.trim().toLowerCase();
  return NAV.filter((item) => canAny(role, mode, item.needs) && item.label.toLowerCase().includes(q)).map((item) => ({
    key: 'page:' + item.path,
    type: 'Page',
    label: item.label,
    path: item.path,
  }));
}
