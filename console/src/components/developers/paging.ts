// Cursor paging kept in the URL: the cursor of the page shown ("after")
// and those of the pages before it but the first ("back"), so that a page is a link, the
// back button goes back a page, and "Previous" needs no backward query.
import { useUrlState } from '../../lib/urlState';

/** Where a list is. */
export interface CursorState {
  after: string;
  back: string[];
}

/** nextPage moves to the page after endCursor. */
export function nextPage(s: CursorState, endCursor: string): CursorState {
  return { after: endCursor, back: s.after ? [...s.back, s.after] : s.back };
}

/** previousPage moves to the page before (the first stays the first). */
export function previousPage(s: CursorState): CursorState {
  if (s.back.length === 0) return { after: '', back: [] };
  return { after: s.back[s.back.length - 1], back: s.back.slice(0, -1) };
}

/** The URL state of a list's paging, to reset with a filter's change. */
export const FIRST_PAGE: CursorState = { after: '', back: [] };

/**
 * useCursor is a list's place: the cursor to ask after (undefined on the
 * first page), and the moves.
 */
export function useCursor() {
  const [state, set] = useUrlState<{ after: string; back: string[] }>({ after: '', back: [] });
  return {
    after: state.after || undefined,
    isFirst: state.after === '' && state.back.length === 0,
    next: (endCursor: string) => set(nextPage(state, endCursor)),
    previous: () => set(previousPage(state)),
  };
}
