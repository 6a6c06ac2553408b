// The layout of every page: its heading (focused when the page is opened
// or its title changes, for screen readers and keyboards), then its content, or the state of
// the query it shows: loading, failed (with what happened and a retry), or
// empty.
import { useEffect, useRef, type ReactNode } from 'react';
import { describe } from '../lib/errors';
import { Link, useLocation } from '../lib/router';

export interface PageProps {
  /** The page's h1, and the window's title. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons beside the title (such as "New workflow"). */
  actions?: ReactNode;
  /** The page's data is on its way. */
  loading?: boolean;
  /** The page's data could not be had: any error (a CombinedError from urql, an ApiError). */
  error?: unknown;
  /** Asks again after an error (such as urql's reexecuteQuery with network-only). */
  onRetry?: () => void;
  /** There is nothing to show. */
  empty?: boolean;
  /** What to say when empty, and what to do about it. */
  emptyMessage?: ReactNode;
  children?: ReactNode;
}

/** Page is a page of the console. */
export function Page({ title, description, actions, loading, error, onRetry, empty, emptyMessage, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${title} · Meridian`;
  }, [title]);
  // A new page, or a new step of one (its title changes): the focus
  // moves to its heading.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [pathname, title]);
  let body: ReactNode = children;
  if (error) body = <ErrorState error={error} onRetry={onRetry} />;
  else if (loading) body = <Loading />;
  else if (empty) body = <div className="empty">{emptyMessage ?? <p>Nothing here yet.</p>}</div>;
  return (
    <div className="page">
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions && <div className="page-actions">{actions}</div>}
      </div>
      {description && <p className="page-description">{description}</p>}
      {body}
    </div>
  );
}

/** Loading says that something is on its way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

/** ErrorState says what went wrong, with the server's code, and offers a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const problem = describe(error);
  return (
    <div className="error-state" role="alert">
      <p className="error-title">This could not be loaded.</p>
      <p>{problem.message}</p>
      <p className="error-code">
        Code: <code>{problem.code}</code>
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** ErrorMessage shows a failed action's error in a form. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const problem = describe(error);
  return (
    <p className="form-error" role="alert">
      {problem.message}
    </p>
  );
}

/** NotFound is the page for a path below a page that leads nowhere, with a way back to the page. */
export function NotFound({ to, label }: { to: string; label: string }) {
  return (
    <Page title="Page not found">
      <p>
        There is no such page. <Link to={to}>{label}</Link>.
      </p>
    </Page>
  );
}
