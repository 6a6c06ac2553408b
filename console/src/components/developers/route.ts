// The places of the Developers page, from the path below /developers.

/** A place on the Developers page, from the path below it. */
export type DevelopersRoute =
  | { tab: 'keys' | 'webhooks' | 'events' }
  | { view: 'new-endpoint' }
  | { view: 'endpoint'; id: string }
  | { view: 'delivery'; endpointId: string; id: string }
  | { view: 'event'; id: string }
  | null;

/** developersRoute reads the path below /developers ("" is the keys). */
export function developersRoute(rest: string): DevelopersRoute {
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  const [section, id, sub, subId] = parts;
  if (parts.length === 0) return { tab: 'keys' };
  if (section === 'keys' && parts.length === 1) return { tab: 'keys' };
  if (section === 'events') {
    if (parts.length === 1) return { tab: 'events' };
    if (parts.length === 2) return { view: 'event', id };
  }
  if (section === 'webhooks') {
    if (parts.length === 1) return { tab: 'webhooks' };
    if (parts.length === 2) return id === 'new' ? { view: 'new-endpoint' } : { view: 'endpoint', id };
    if (parts.length === 4 && sub === 'deliveries') return { view: 'delivery', endpointId: id, id: subId };
  }
  return null;
}
