// A money list's frame: its filters (kept in the URL, with a day range),
// how many items they match, its state (loading, failed, empty), and its
// pages. The list's own table is its children.
import type { ReactNode } from 'react';
import type { AnyVariables, UseQueryState } from 'urql';
import { FROM_START, nextPage, previousPage } from '../session/filters';
import { EmptyState } from '../ui/EmptyState';
import { Field } from '../ui/Field';
import { Filters } from '../ui/Filters';
import { ListCount } from '../ui/ListCount';
import { Pager } from '../ui/Pager';
import { QueryState } from '../ui/QueryState';

/** What a list's connection gives the frame. */
interface Connection {
  totalCount: number;
  edges: readonly unknown[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

/** The URL state of a paged list, with a day range when its filter has one. */
export interface ListUrl {
  from?: string;
  to?: string;
  after: string;
  prev: string[];
}

interface Props<U extends ListUrl> {
  /** The list's name for screen readers ("withdrawals"). */
  label: string;
  one: string;
  many: string;
  u: U;
  set(values: Partial<U>): void;
  /** The URL state that clears every filter. */
  defaults: U;
  /** Whether the filters narrow the list. */
  filtered: boolean;
  /** The filters beyond the day range (selects); change() sets them and starts again from the first page. */
  filters?: (change: (values: Partial<U>) => void) => ReactNode;
  result: UseQueryState<unknown, AnyVariables>;
  conn: Connection | undefined;
  onRetry(): void;
  /** What to say when there is nothing yet (without filters). */
  emptyText: string;
  children: ReactNode;
}

/** DateRange picks the first and last days of a list. */
export function DateRange({ from, to, onChange }: { from: string; to: string; onChange(values: { from?: string; to?: string }): void }) {
  return (
    <>
      <Field label="From" type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      <Field label="To" type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
    </>
  );
}

/** FilteredList frames a filtered, counted and paged list. */
export function FilteredList<U extends ListUrl>({ label, one, many, u, set, defaults, filtered, filters, result, conn, onRetry, emptyText, children }: Props<U>) {
  const change = (values: Partial<U>) => set({ ...values, ...FROM_START });
  return (
    <>
      <Filters label={`Filter ${label}`} onClear={filtered ? () => set({ ...defaults }) : undefined}>
        {filters?.(change)}
        {u.from !== undefined && u.to !== undefined && <DateRange from={u.from} to={u.to} onChange={(v) => change(v as Partial<U>)} />}
      </Filters>
      <QueryState loading={!conn && !result.error} error={conn ? undefined : result.error} onRetry={onRetry}>
        {conn && (
          <>
            <ListCount count={conn.totalCount} one={one} many={many} filtered={filtered} updating={result.fetching} />
            {conn.edges.length === 0 ? (
              <EmptyState>
                <p>{filtered ? `No ${one} matches these filters.` : emptyText}</p>
              </EmptyState>
            ) : (
              children
            )}
            <Pager hasPrevious={u.prev.length > 0 || !!u.after} hasNext={conn.pageInfo.hasNextPage} label={`Pages of ${label}`}
              onPrevious={() => set(previousPage(u) as Partial<U>)}
              onNext={() => conn.pageInfo.endCursor && set(nextPage(u, conn.pageInfo.endCursor) as Partial<U>)} />
          </>
        )}
      </QueryState>
    </>
  );
}
