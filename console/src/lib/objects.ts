// Where the console shows an object, from its id's prefix (the server's ids
// name their type: ses_, we_, wf_, key_, evt_ …; a USD account request is
// known by its reference, usdref_).

/** objectPath is the console path of the object with id, or null when the console has no page for it. */
export function objectPath(id: string): string | null {
  const prefix = id.slice(0, id.indexOf('_') + 1);
  const enc = encodeURIComponent(id);
  switch (prefix) {
    case 'ses_':
      return '/verifications/' + enc;
    case 'we_':
      return '/developers/webhooks/' + enc;
    case 'wf_':
      return '/workflows/' + enc;
    case 'evt_':
      return '/developers/events/' + enc;
    case 'fxx_':
      return '/fx/exchanges/' + enc;
    case 'addr_':
      return '/crypto/addresses/' + enc;
    case 'dep_':
      return '/crypto/deposits/' + enc;
    case 'cwd_':
      return '/crypto/withdrawals/' + enc;
    case 'usdref_':
      return '/usd/requests/' + enc;
    case 'vac_':
      return '/usd/accounts/' + enc;
    case 'cpty_':
      return '/usd/counterparties/' + enc;
    case 'trf_':
      return '/usd/transfers/' + enc;
    case 'key_':
      // There is no query for one key: the list shows it, marked.
      return '/developers/keys?key=' + enc;
    default:
      return null;
  }
}
