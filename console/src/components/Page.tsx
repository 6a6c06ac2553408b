// The layout of every page: its heading (focused when the page is opened
// or its title changes, for screen readers and keyboards), then its content, or the state of
// the query it shows: loading, failed (with what happened and a retry), or
// empty.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '../lib/router';
import { Actions } from './ui/Actions';
import { QueryState, type QueryStateProps } from './ui/QueryState';

/** A page's heading and the state of its query (QueryState: loading, error and retry, empty). */
export interface PageProps extends QueryStateProps {
  /** The page's h1, and the window's title. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons beside the title (such as "New workflow"). */
  actions?: ReactNode;
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
  return (
    <div className="page">
      <div className="page-head">
        <h1 ref={heading} tabIndex={-1}>
          {title}
        </h1>
        {actions && <Actions>{actions}</Actions>}
      </div>
      {description && <p className="page-description">{description}</p>}
      <QueryState loading={loading} error={error} onRetry={onRetry} empty={empty} emptyMessage={emptyMessage}>
        {children}
      </QueryState>
    </div>
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
