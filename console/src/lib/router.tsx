// A small router over the browser's History API: the console's pages are
// paths under /console, deep-linkable, and the back button works. Links
// are <a href> (middle-click and "open in new tab" work) whose plain clicks
// are handled here without a reload.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/** Where the console is served. */
export const BASE = '/console';

/** The part of the URL the console routes on. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface RouterValue {
  location: Location;
  navigate: Navigate;
}

const RouterContext = createContext<RouterValue | null>(null);

function current(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

/** appPath is a pathname relative to the console ("/console/x/" → "/x"; the console's root → "/"). */
export function appPath(pathname: string): string {
  if (pathname !== BASE && !pathname.startsWith(BASE + '/')) return pathname;
  const rest = pathname.slice(BASE.length).replace(/\/+$/, '');
  return rest === '' ? '/' : rest;
}

/** href is the URL of a console path ("/x?y" → "/console/x?y"). */
export function href(path: string): string {
  return path === '/' ? BASE + '/' : BASE + path;
}

/**
 * safeReturnPath keeps a "come back here afterwards" URL only when it is a
 * page of the console on this origin, so a link cannot send a person who
 * signs in elsewhere.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith(BASE + '/') || next.startsWith('//') || next.includes('\\')) return null;
  const path = appPath(next.split(/[?#]/)[0]);
  // A signed-in person may go on to accept an invitation; the other public
  // pages would lead back to signing in.
  if (path.includes('..') || (PUBLIC_PATHS.has(path) && path !== '/accept-invitation')) return null;
  return next;
}

/** The pages anyone may open without signing in. */
export const PUBLIC_PATHS = new Set(['/sign-in', '/reset-password', '/accept-invitation']);

export function Router({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(current);
  useEffect(() => {
    const changed = () => setLocation(current());
    window.addEventListener('popstate', changed);
    return () => window.removeEventListener('popstate', changed);
  }, []);
  const navigate = useCallback<Navigate>((to, options) => {
    if (options?.replace) window.history.replaceState(null, '', to);
    else {
      window.history.pushState(null, '', to);
      window.scrollTo(0, 0);
    }
    setLocation(current());
  }, []);
  const value = useMemo(() => ({ location, navigate }), [location, navigate]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const r = useContext(RouterContext);
  if (!r) throw new Error('useRouter outside <Router>');
  return r;
}

/** useLocation is the current URL; components re-render when it changes. */
export function useLocation(): Location {
  return useRouter().location;
}

/** useNavigate returns the function that changes the URL (a full URL path: use href() for console pages). */
export function useNavigate(): Navigate {
  return useRouter().navigate;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A console path, such as "/verifications?status=approved". */
  to: string;
  replace?: boolean;
};

/** Link is an <a> to a console page that navigates without a reload. */
export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const url = href(to);
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || rest.target) return;
    e.preventDefault();
    navigate(url, { replace });
  };
  return <a href={url} onClick={click} {...rest} />;
}
