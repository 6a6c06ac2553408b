// The money lists' filters as the URL keeps them, and as GraphQL inputs:
// a day range read in the reader's time zone, and enum values checked
// before they are sent.
import { compact, startOfDay } from '../session/filters';

export { compact };

/** The URL state every money list has: a day range and its paging. */
export const RANGE_DEFAULTS = { from: '', to: '', after: '', prev: [] as string[] };

/** range is the filter's from/to for days picked in the reader's time zone (to is the whole day). */
export function range(u: { from: string; to: string }): { from?: string; to?: string } {
  return compact({ from: startOfDay(u.from), to: startOfDay(u.to, 1) });
}

/** oneOf is v when it is one of values, else undefined. */
export function oneOf<T extends string>(v: string, values: readonly T[]): T | undefined {
  return (values as readonly string[]).includes(v) ? (v as T) : undefined;
}

/** isFiltered reports whether a filter narrows anything. */
export function isFiltered(filter: object): boolean {
  return Object.keys(compact(filter)).length > 0;
}
