// Filters kept in the URL's query string: a page's state survives a
// reload, can be shared as a link, and the back button undoes a change.
import { useCallback } from 'react';
import { useLocation, useNavigate } from './router';

/** A page's URL state: each key a string, or a list of strings (repeated parameters). */
export type UrlValues = Record<string, string | string[]>;

/**
 * readUrlState reads the values of defaults' keys from a query string; a
 * missing key keeps its default. A key whose default is a list reads every
 * repetition (?status=a&status=b).
 */
export function readUrlState<T extends UrlValues>(search: string, defaults: T): T {
  const params = new URLSearchParams(search);
  const out: UrlValues = {};
  for (const [key, fallback] of Object.entries(defaults)) {
    if (Array.isArray(fallback)) {
      out[key] = params.has(key) ? params.getAll(key).filter((v) => v !== '') : fallback;
    } else {
      out[key] = params.get(key) ?? fallback;
    }
  }
  return out as T;
}

function same(a: string | string[], b: string | string[]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/**
 * writeUrlState returns the query string (with its "?", or "" when empty)
 * with values set over search: a value equal to its default is left out, so
 * a page's plain URL is its default state; parameters of other keys stay.
 */
export function writeUrlState<T extends UrlValues>(search: string, defaults: T, values: Partial<T>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    params.delete(key);
    if (same(value, defaults[key])) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else params.set(key, value);
  }
  const s = params.toString();
  return s ? '?' + s : '';
}

export interface SetUrlStateOptions {
  /** Change the current history entry instead of adding one (for typing in a search box). */
  replace?: boolean;
}

/**
 * useUrlState is useState kept in the query string: it returns the values
 * (defaults where the URL says nothing) and a function that changes some
 * of them, adding a history entry unless told to replace it.
 *
 *   const [filter, setFilter] = useUrlState({ status: '', q: '' });
 *   setFilter({ status: 'approved' });
 */
export function useUrlState<T extends UrlValues>(defaults: T): [T, (values: Partial<T>, options?: SetUrlStateOptions) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const values = readUrlState(location.search, defaults);
  const set = useCallback(
    (changes: Partial<T>, options?: SetUrlStateOptions) => {
      const search = writeUrlState(window.location.search, defaults, changes);
      navigate(window.location.pathname + search + window.location.hash, options);
    },
    // defaults is usually a literal: its contents, not its identity, matter.
    [navigate, JSON.stringify(defaults)],
  );
  return [values, set];
}
