// The page of one money object read by its id: loading, failed, or not
// found in the organization and mode, with a link back to its list.
import type { ReactNode } from 'react';
import type { AnyVariables, UseQueryExecute, UseQueryState } from 'urql';
import { Page } from '../Page';

interface Props {
  title: string;
  /** What it is, for the not-found message ("withdrawal cwd_1"). */
  what: string;
  result: UseQueryState<unknown, AnyVariables>;
  reexecute: UseQueryExecute;
  /** Whether the query found it. */
  found: boolean;
  back: { to: string; label: string };
  children: ReactNode;
}

export function ObjectPage({ title, what, result, reexecute, found, back, children }: Props) {
  return (
    <Page title={title} loading={!result.data && !result.error} error={result.data ? undefined : result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })} empty={!!result.data && !found}
      emptyMessage={<p>There is no {what} in this organization and mode.</p>} crumbs={[back, { label: title }]}>
      {found && children}
    </Page>
  );
}
