// A part of a page that has a query of its own: its content, or what
// became of the query (on its way, failed, nothing found).
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Loading } from './Loading';

export interface QueryStateProps {
  /** The data is on its way. */
  loading?: boolean;
  /** The data could not be had: any error (a CombinedError from urql, an ApiError). */
  error?: unknown;
  /** Asks again after an error (such as urql's reexecuteQuery with network-only). */
  onRetry?: () => void;
  /** There is nothing to show. */
  empty?: boolean;
  /** What to say when empty, and what to do about it. */
  emptyMessage?: ReactNode;
  children?: ReactNode;
}

/** QueryState shows children, unless the query failed, is under way or found nothing. */
export function QueryState({ loading, error, onRetry, empty, emptyMessage, children }: QueryStateProps) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (loading) return <Loading />;
  if (empty) return <EmptyState>{emptyMessage}</EmptyState>;
  return <>{children}</>;
}
