// The event types a webhook endpoint may ask for: the known ones, grouped
// by family with the family's prefix ("verification.*"), and anything else
// typed by hand (types or prefixes ending in *).

/** A family of event types and the prefix that names them all. */
export interface EventFamily {
  label: string;
  prefix: string;
  types: readonly string[];
}

/** The types Meridian records (CONTRACT §7, and the README's additions). */
export const EVENT_FAMILIES: readonly EventFamily[] = [
  {
    label: 'Verifications',
    prefix: 'verification.*',
    types: [
      'verification.started',
      'verification.document_submitted',
      'verification.address_submitted',
      'verification.processing',
      'verification.requires_review',
      'verification.approved',
      'verification.rejected',
      'verification.completed',
      'verification.expired',
      'verification.cancelled',
    ],
  },
  { label: 'FX', prefix: 'fx.*', types: ['fx.exchange.completed'] },
  { label: 'Crypto', prefix: 'crypto.*', types: ['crypto.deposit.received', 'crypto.withdrawal.successful', 'crypto.withdrawal.failed'] },
  { label: 'USD accounts', prefix: 'usd_account.*', types: ['usd_account.approved', 'usd_account.rejected'] },
  { label: 'Transfers', prefix: 'transfer.*', types: ['transfer.processing', 'transfer.successful', 'transfer.failed', 'transfer.returned'] },
  { label: 'Webhook endpoints', prefix: 'webhook_endpoint.*', types: ['webhook_endpoint.disabled'] },
];

/** Every type and prefix offered as a checkbox. */
const offered: ReadonlySet<string> = new Set(EVENT_FAMILIES.flatMap((f) => [f.prefix, ...f.types]));

/** What an endpoint's form shows of its event filter. */
export interface EventSelection {
  /** Every event (an empty filter). */
  all: boolean;
  /** The checked types and prefixes. */
  checked: ReadonlySet<string>;
  /** Other types or prefixes, as typed (comma- or space-separated). */
  other: string;
}

/** selectionOf is the form's view of an endpoint's events. */
export function selectionOf(events: readonly string[]): EventSelection {
  return {
    all: events.length === 0,
    checked: new Set(events.filter((e) => offered.has(e))),
    other: events.filter((e) => !offered.has(e)).join(', '),
  };
}

/** covers reports whether a filter entry (a type, or a prefix ending in *) takes type. */
export function covers(entry: string, type: string): boolean {
  return entry.endsWith('*') ? type.startsWith(entry.slice(0, -1)) : entry === type;
}

/** parseOther splits the typed types and prefixes. */
export function parseOther(other: string): string[] {
  return other
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * eventsOf is the filter a selection asks for: empty for every event;
 * otherwise the checked prefixes, the checked types no checked prefix
 * already takes, then the typed ones, each once.
 */
export function eventsOf(sel: EventSelection): string[] {
  if (sel.all) return [];
  const prefixes = EVENT_FAMILIES.map((f) => f.prefix).filter((p) => sel.checked.has(p));
  const out: string[] = [...prefixes];
  for (const f of EVENT_FAMILIES) {
    for (const t of f.types) {
      if (sel.checked.has(t) && !prefixes.some((p) => covers(p, t))) out.push(t);
    }
  }
  for (const e of parseOther(sel.other)) if (!out.includes(e)) out.push(e);
  return out;
}

/** toggle checks or unchecks one type or prefix. */
export function toggle(sel: EventSelection, entry: string, on: boolean): EventSelection {
  const checked = new Set(sel.checked);
  if (on) checked.add(entry);
  else checked.delete(entry);
  return { ...sel, checked };
}

/** describeEvents says what an endpoint receives, in a few words. */
export function describeEvents(events: readonly string[]): string {
  return events.length === 0 ? 'All events' : events.join(', ');
}
