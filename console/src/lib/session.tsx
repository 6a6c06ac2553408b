// The signed-in person: who they are, their organizations, and the mode in
// use, read once from viewer and given to every page, with the time zone
// they chose for times; and the GraphQL client, new for each sign-in,
// organization and mode (no data of one shows in another).
import { createContext, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider, useQuery } from 'urql';
import { graphql } from '../gql';
import type { ViewerQuery } from '../gql/graphql';
import { makeClient } from './client';
import { signedOutAfterRenewals } from './renewal';
import { can, canAny, type Permission } from './roles';
import { PUBLIC_PATHS, appPath, href, useNavigate } from './router';
import { setTimeZone, timeZone } from './time';

export const VIEWER = graphql(`
  query Viewer {
    viewer {
      credential
      role
      user {
        id
        email
        name
        totpEnabled
      }
      memberships {
        organizationId
        organizationName
        role
      }
      organization {
        id
        name
        mode
      }
      secondFactorEnrollmentRequired
    }
    myPreferences {
      timeZone
    }
  }
`);

export type Viewer = ViewerQuery['viewer'];

const zoneListeners = new Set<() => void>();

function onZoneChange(listener: () => void): () => void {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
}

/** applyTimeZone shows times in zone (null: the browser's) at once, on every page. */
export function applyTimeZone(zone: string | null | undefined) {
  setTimeZone(zone);
  for (const l of zoneListeners) l();
}

/**
 * useViewerQuery reads the signed-in person, and shows times in the time
 * zone they chose: as soon as it is read (before any page draws a time),
 * and again whenever what is read changes; a zone applied meanwhile
 * (applyTimeZone, on saving it) stays until then. The caller, which draws
 * the whole console, draws it again when the zone changes.
 */
export function useViewerQuery() {
  const [result, reexecute] = useQuery({ query: VIEWER, requestPolicy: 'network-only' });
  const applied = useRef<{ zone: string | null | undefined } | null>(null);
  const data = result.data;
  if (data && (applied.current === null || applied.current.zone !== data.myPreferences.timeZone)) {
    applied.current = { zone: data.myPreferences.timeZone };
    setTimeZone(data.myPreferences.timeZone);
  }
  useSyncExternalStore(onZoneChange, timeZone, timeZone);
  return [result, reexecute] as const;
}

interface SessionValue {
  /** restart drops every cached answer and reads the viewer again (after sign-in, sign-out, a switch). */
  restart(): void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** signInURL is the sign-in page, coming back to the current page afterwards. */
export function signInURL(): string {
  const { pathname, search, hash } = window.location;
  const path = appPath(pathname);
  if (PUBLIC_PATHS.has(path) || path === '/') return href('/sign-in');
  return href('/sign-in') + '?next=' + encodeURIComponent(pathname + search + hash);
}

/** SessionProvider gives the GraphQL client and restart() to the console. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [generation, setGeneration] = useState(0);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const current = useRef(generation);
  current.current = generation;
  const checking = useRef(false);
  const reread = useRef(0);
  const client = useMemo(
    () =>
      makeClient({
        // A 401 may be stale (see renewal.ts): the person goes to the
        // sign-in page only when the session has really ended, and an
        // answer to an earlier client (before a switch) is ignored.
        signedOut() {
          if (generation !== current.current || checking.current) return;
          checking.current = true;
          void signedOutAfterRenewals()
            .then((out) => {
              if (generation !== current.current) return; // a switch has read everything anew
              if (out) {
                if (!PUBLIC_PATHS.has(appPath(window.location.pathname))) navigateRef.current(signInURL(), { replace: true });
              } else if (Date.now() - reread.current > 10_000) {
                // Still signed in with a token renewed meanwhile: read again.
                reread.current = Date.now();
                setGeneration((g) => g + 1);
              }
            })
            .finally(() => (checking.current = false));
        },
        enrollmentRequired() {
          setGeneration((g) => g + 1);
        },
      }),
    // A new client, and so an empty cache, for each generation.
    [generation],
  );
  const restart = useCallback(() => setGeneration((g) => g + 1), []);
  const value = useMemo(() => ({ restart }), [restart]);
  return (
    <SessionContext.Provider value={value}>
      <Provider value={client}>{children}</Provider>
    </SessionContext.Provider>
  );
}

/** useSession returns restart(). */
export function useSession(): SessionValue {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside <SessionProvider>');
  return s;
}

const ViewerContext = createContext<Viewer | null>(null);

export const ViewerProvider = ViewerContext.Provider;

/** useViewer is the signed-in person (inside the signed-in pages only). */
export function useViewer(): Viewer {
  const v = useContext(ViewerContext);
  if (!v) throw new Error('useViewer outside the signed-in console');
  return v;
}

/** useCan reports whether the signed-in person holds perm in the mode in use. */
export function useCan(): (perm: Permission | readonly Permission[]) => boolean {
  const v = useViewer();
  return (perm) => (typeof perm === 'string' ? can(v.role, v.organization.mode, perm) : canAny(v.role, v.organization.mode, perm));
}
