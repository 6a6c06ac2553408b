// Saved views: a list's filters, as its query string, under a name.

/** The URL keys that say where a list is, not what it shows: a view keeps none of them. */
export const NOT_SAVED: readonly string[] = ['after', 'prev', 'back', 'case'];

/** viewQuery is the part of a query string a view saves: the filters, without paging or the case shown ("?status=x&after=y" → "status=x"). */
export function viewQuery(search: string, drop: readonly string[] = NOT_SAVED): string {
  const params = new URLSearchParams(search);
  for (const key of drop) params.delete(key);
  return params.toString();
}

/** sameQuery reports whether two query strings hold the same parameters, in any order. */
export function sameQuery(a: string, b: string): boolean {
  const sorted = (s: string) => {
    const p = new URLSearchParams(s);
    p.sort();
    return p.toString();
  };
  return sorted(a) === sorted(b);
}

export interface ViewLike {
  mine: boolean;
  shared: boolean;
}

/** mayDelete reports whether the caller may delete a view: their own, or a shared one with MANAGE. */
export function mayDelete(v: ViewLike, manage: boolean): boolean {
  return v.mine || (v.shared && manage);
}
