// A sign-in session takes a new token when its privileges change (another
// organization or mode, a second factor set up). A request sent with the
// old token just before is refused once that change commits: it was
// answered 401, but the person is still signed in. The console tells the
// two apart before it sends anyone to the sign-in page.

const pending = new Set<Promise<unknown>>();

/** renewing marks p as a change that gives the session a new token, until it settles. */
export function renewing<T>(p: Promise<T>): Promise<T> {
  pending.add(p);
  const done = () => pending.delete(p);
  p.then(done, done);
  return p;
}

/** stillSignedIn asks the server, with the cookie as it is now, whether the session is valid. */
export async function stillSignedIn(): Promise<boolean> {
  try {
    const r = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: '{ viewer { role } }' }),
    });
    if (!r.ok) return false;
    const body = (await r.json()) as { data?: { viewer?: unknown } };
    return Boolean(body.data?.viewer);
  } catch {
    // The server cannot be reached: nothing says the session has ended.
    return true;
  }
}

/**
 * signedOutAfterRenewals waits for the changes of token in flight, then
 * reports whether the session has really ended (check, by default
 * stillSignedIn, says it is not valid).
 */
export async function signedOutAfterRenewals(check: () => Promise<boolean> = stillSignedIn): Promise<boolean> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
  return !(await check());
}
