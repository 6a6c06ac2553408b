// Where the console shows an object, from its id's prefix (the server's ids
// name their type: ses_, we_, wf_, key_, evt_, cus_, txn_, trf_ …; a USD
// account request is known by its reference, usdref_).

/** The console's page of each kind of object, by its id's prefix. */
const PAGES: Record<string, string> = {
  ses_: '/verifications/',
  we_: '/developers/webhooks/',
  wf_: '/workflows/',
  evt_: '/developers/events/',
  cus_: '/customers/',
  txn_: '/balances/transactions/',
  fxx_: '/fx/exchanges/',
  addr_: '/crypto/addresses/',
  dep_: '/crypto/deposits/',
  cwd_: '/crypto/withdrawals/',
  vac_: '/usd/accounts/',
  usdref_: '/usd/requests/',
  cpty_: '/usd/counterparties/',
  trf_: '/usd/transfers/',
};

/** objectPath is the console path of the object with id, or null when the console has no page for it. */
export function objectPath(id: string): string | null {
  const prefix = id.slice(0, id.indexOf('_') + 1);
  const enc = encodeURIComponent(id);
  // There is no query for one key: the list shows it, marked.
  if (prefix === 'key_') return '/developers/keys?key=' + enc;
  return Object.hasOwn(PAGES, prefix) ? PAGES[prefix] + enc : null;
}
