// Balances and ledger: the organization's wallets per currency (ledger,
// available and held amounts); a wallet's page (/balances/USD) with its
// history of entries, each leading to its transaction and to what caused
// it, and its holds with their reason; and a ledger transaction's page
// (/balances/transactions/txn_…) with every entry, the fees' and the
// pools' included.
import { useQuery } from 'urql';
import { ObjectLink } from '../components/developers/Events';
import { formatTime } from '../components/developers/format';
import { FIRST_PAGE, useCursor } from '../components/developers/paging';
import { HISTORY_DEFAULTS, HOLD_STATUS, KIND_LABELS, causeLabel, entryFilter, isHoldStatus, type Cause, type HistoryUrl } from '../components/ledger/ledger';
import { ExportLink } from '../components/lists/ExportLink';
import { ledgerExport } from '../components/lists/exports';
import { SavedViews } from '../components/lists/SavedViews';
import { Amount } from '../components/money/parts';
import { NotFound, Page } from '../components/Page';
import { keysOf } from '../components/session/labels';
import { Actions } from '../components/ui/Actions';
import { Badge } from '../components/ui/Badge';
import { Facts } from '../components/ui/Facts';
import { Field } from '../components/ui/Field';
import { Filters } from '../components/ui/Filters';
import { ListCount } from '../components/ui/ListCount';
import { Pager } from '../components/ui/Pager';
import { Panel } from '../components/ui/Panel';
import { QueryState } from '../components/ui/QueryState';
import { Select } from '../components/ui/Select';
import { Table } from '../components/ui/Table';
import { graphql } from '../gql';
import type { WalletQuery } from '../gql/graphql';
import { formatMoney } from '../lib/money';
import { Link } from '../lib/router';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../pageProps';
import '../components/customers/customers.css';

const WALLETS = graphql(`
  query Wallets {
    wallets {
      ...WalletBalances
    }
  }
`);

const WALLET = graphql(`
  query Wallet($currency: String!, $filter: LedgerEntryFilter, $first: Int, $after: String, $holds: HoldStatus, $firstHolds: Int) {
    wallet(currency: $currency) {
      ...WalletBalances
      entries(filter: $filter, first: $first, after: $after) {
        totalCount
        edges {
          node {
            id
            amount {
              ...MoneyFields
            }
            balanceAfter {
              ...MoneyFields
            }
            createdAt
            transaction {
              id
              kind
              description
              cause {
                __typename
                id
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      holds(status: $holds, first: $firstHolds) {
        edges {
          node {
            id
            amount {
              ...MoneyFields
            }
            status
            reason
            cause {
              __typename
              id
            }
            createdAt
            settledAt
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`);

const TRANSACTION = graphql(`
  query LedgerTransaction($id: ID!) {
    ledgerTransaction(id: $id) {
      id
      kind
      reference
      description
      createdAt
      cause {
        __typename
        id
      }
      entries {
        id
        amount {
          ...MoneyFields
        }
        balanceAfter {
          ...MoneyFields
        }
        createdAt
      }
    }
  }
`);

const PAGE_SIZE = 25;
const HOLDS_SHOWN = 20;

export default function BalancesPage({ rest }: PageComponentProps) {
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return <WalletList />;
  if (parts.length === 1) return <WalletPage currency={parts[0]} />;
  if (parts.length === 2 && parts[0] === 'transactions') return <TransactionPage id={parts[1]} />;
  return <NotFound to="/balances" label="See the balances" />;
}

function walletPath(currency: string): string {
  return `/balances/${encodeURIComponent(currency)}`;
}

function WalletList() {
  const [result, reexecute] = useQuery({ query: WALLETS, requestPolicy: 'cache-and-network' });
  const wallets = result.data?.wallets;
  return (
    <Page title="Balances" description="The organization’s wallets, one a currency: the ledger balance, what is held for pending payments, and what is available."
      loading={!wallets && !result.error} error={wallets ? undefined : result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={wallets?.length === 0} emptyMessage={<p>No wallet yet: money received, exchanged or credited in the sandbox opens one.</p>}>
      {wallets && (
        <Table caption="Wallets" className="wallets"
          columns={['Currency', { label: 'Ledger balance', num: true }, { label: 'Held', num: true }, { label: 'Available', num: true }]}>
          <tbody>
            {wallets.map((w) => (
              <tr key={w.id} data-currency={w.currency}>
                <td data-label="Currency">
                  <Link to={walletPath(w.currency)}>{w.currency}</Link>
                </td>
                <td data-label="Ledger" className="num" data-amount={w.ledgerBalance.amount}><Amount money={w.ledgerBalance} /></td>
                <td data-label="Held" className="num"><Amount money={w.holdingBalance} /></td>
                <td data-label="Available" className="num"><Amount money={w.availableBalance} /></td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Page>
  );
}

/** CauseLink leads to the exchange, deposit, withdrawal or transfer behind a transaction or a hold. */
function CauseLink({ cause }: { cause: Cause | null | undefined }) {
  if (!cause) return <span className="muted">—</span>;
  return (
    <span>
      <span className="muted">{causeLabel(cause)} </span>
      <ObjectLink id={cause.id} />
    </span>
  );
}

function WalletPage({ currency }: { currency: string }) {
  const [u, set] = useUrlState(HISTORY_DEFAULTS);
  const cursor = useCursor();
  const holds = isHoldStatus(u.holds) ? u.holds : null;
  const [result, reexecute] = useQuery({
    query: WALLET,
    variables: { currency, filter: entryFilter(u), first: PAGE_SIZE, after: cursor.after, holds, firstHolds: HOLDS_SHOWN },
  });
  const w = result.data?.wallet;
  const missing = result.data && !w;
  return (
    <Page title={`${currency} wallet`} loading={!result.data && !result.error} error={result.data ? undefined : result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={missing} emptyMessage={<p>The organization has no {currency} wallet in this mode.</p>}
      crumbs={[{ label: 'Balances', to: '/balances' }, { label: currency }]}>
      {w && (
        <div className="wallet-page">
          <Panel title="Balances">
            <Facts items={[
              ['Ledger balance', <strong key="l" data-testid="ledger-balance" data-amount={w.ledgerBalance.amount}>{formatMoney(w.ledgerBalance)}</strong>],
              ['Held', formatMoney(w.holdingBalance)],
              ['Available', formatMoney(w.availableBalance)],
            ]} />
          </Panel>
          <History currency={w.currency} u={u} set={set} conn={w.entries} cursor={cursor} fetching={result.fetching} />
          <Holds status={u.holds} onStatus={(s) => set({ holds: s })} conn={w.holds} />
        </div>
      )}
    </Page>
  );
}

type WalletData = NonNullable<WalletQuery['wallet']>;

function History({ currency, u, set, conn, cursor, fetching }: {
  currency: string;
  u: HistoryUrl;
  set: (v: Partial<HistoryUrl>) => void;
  conn: WalletData['entries'];
  cursor: ReturnType<typeof useCursor>;
  fetching: boolean;
}) {
  const change = (v: Partial<HistoryUrl>) => set({ ...v, ...FIRST_PAGE });
  const filtered = !!(u.from || u.to || u.direction || u.kind);
  return (
    <Panel title="History" aside={
      <Actions>
        <SavedViews list="LEDGER" />
        <ExportLink list="ledger" filters={ledgerExport(currency, entryFilter(u))} />
      </Actions>
    }>
      <Filters label="Filter the history" onClear={filtered ? () => change({ from: '', to: '', direction: '', kind: '' }) : undefined}>
        <Field label="From (UTC day)" type="date" value={u.from} max={u.to || undefined} onChange={(e) => change({ from: e.target.value })} />
        <Field label="To (UTC day)" type="date" value={u.to} min={u.from || undefined} onChange={(e) => change({ to: e.target.value })} />
        <Select label="Direction" value={u.direction} onChange={(e) => change({ direction: e.target.value })}
          options={[{ value: '', label: 'In and out' }, { value: 'in', label: 'Money in' }, { value: 'out', label: 'Money out' }]} />
        <Select label="Kind" value={u.kind} onChange={(e) => change({ kind: e.target.value })}
          options={[{ value: '', label: 'Any' }, ...keysOf(KIND_LABELS).map((k) => ({ value: k, label: KIND_LABELS[k] }))]} />
      </Filters>
      <ListCount count={conn.totalCount} one="entry" many="entries" filtered={filtered} updating={fetching} />
      <QueryState empty={conn.edges.length === 0} emptyMessage={<p>{filtered ? 'No entry matches these filters.' : 'No entry yet.'}</p>}>
        <Table caption="Entries, newest first" plain className="entries"
          columns={['When', 'What', { label: 'Amount', num: true }, { label: 'Balance after', num: true }, 'Transaction', 'Caused by']}>
          <tbody>
            {conn.edges.map(({ node: e }) => (
              <tr key={e.id}>
                <td data-label="When" className="nowrap">{formatTime(e.createdAt)}</td>
                <td data-label="What">
                  <div>
                    {KIND_LABELS[e.transaction.kind]}
                    {e.transaction.description.toLowerCase() !== KIND_LABELS[e.transaction.kind].toLowerCase() && (
                      <span className="sub">{e.transaction.description}</span>
                    )}
                  </div>
                </td>
                <td data-label="Amount" className="num"><Amount money={e.amount} signed /></td>
                <td data-label="After" className="num"><Amount money={e.balanceAfter} /></td>
                <td data-label="Transaction"><ObjectLink id={e.transaction.id} /></td>
                <td data-label="Cause"><CauseLink cause={e.transaction.cause} /></td>
              </tr>
            ))}
          </tbody>
        </Table>
      </QueryState>
      <Pager label="Pages of the history" hasPrevious={!cursor.isFirst} hasNext={conn.pageInfo.hasNextPage} onPrevious={cursor.previous}
        onNext={() => conn.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
    </Panel>
  );
}

function Holds({ status, onStatus, conn }: { status: string; onStatus: (s: string) => void; conn: WalletData['holds'] }) {
  return (
    <Panel title="Holds">
      <p className="muted">Money reserved for payments under way: paid out when they go through, released when they fail.</p>
      <Filters label="Filter the holds">
        <Select label="Holds shown" value={status} onChange={(e) => onStatus(e.target.value)}
          options={[{ value: '', label: 'Held now' }, { value: 'CAPTURED', label: 'Paid out' }, { value: 'RELEASED', label: 'Released' }]} />
      </Filters>
      <QueryState empty={conn.edges.length === 0} emptyMessage={<p>{status ? 'No such hold.' : 'Nothing is held.'}</p>}>
        <Table caption="Holds, newest first" plain className="holds" columns={['Since', { label: 'Amount', num: true }, 'Reason', 'For', 'Status']}>
          <tbody>
            {conn.edges.map(({ node: h }) => (
              <tr key={h.id}>
                <td data-label="Since" className="nowrap">{formatTime(h.createdAt)}</td>
                <td data-label="Amount" className="num"><Amount money={h.amount} /></td>
                <td data-label="Reason">{h.reason}</td>
                <td data-label="For"><CauseLink cause={h.cause} /></td>
                <td data-label="Status">
                  <div>
                    <Badge tone={HOLD_STATUS[h.status].tone}>{HOLD_STATUS[h.status].label}</Badge>
                    {h.settledAt && <span className="sub">{formatTime(h.settledAt)}</span>}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        {conn.pageInfo.hasNextPage && <p className="muted">The {HOLDS_SHOWN} newest are shown.</p>}
      </QueryState>
    </Panel>
  );
}

function TransactionPage({ id }: { id: string }) {
  const [result, reexecute] = useQuery({ query: TRANSACTION, variables: { id } });
  const t = result.data?.ledgerTransaction;
  return (
    <Page title={`Transaction ${id}`} loading={!result.data && !result.error} error={result.data ? undefined : result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={result.data && !t} emptyMessage={<p>There is no ledger transaction {id} in this organization and mode.</p>}
      crumbs={[{ label: 'Balances', to: '/balances' }, { label: id }]}>
      {t && (
        <div className="wallet-page">
          <Panel title={KIND_LABELS[t.kind]}>
            <Facts items={[
              ['Description', t.description || '—'],
              ['Reference', <code key="ref">{t.reference}</code>],
              ['Caused by', <CauseLink key="cause" cause={t.cause} />],
              ['Recorded', formatTime(t.createdAt)],
            ]} />
          </Panel>
          <Panel title="Entries">
            <p className="muted">Every account’s side, the fees’ and the pools’ included: per currency they add up to zero.</p>
            <Table caption="The transaction’s entries" plain className="entries"
              columns={['Entry', 'Currency', { label: 'Amount', num: true }, { label: 'Account balance after', num: true }]}>
              <tbody>
                {t.entries.map((e) => (
                  <tr key={e.id}>
                    <td data-label="Entry"><code>{e.id}</code></td>
                    <td data-label="Currency">{e.amount.currency}</td>
                    <td data-label="Amount" className="num"><Amount money={e.amount} signed /></td>
                    <td data-label="After" className="num"><Amount money={e.balanceAfter} /></td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Panel>
        </div>
      )}
    </Page>
  );
}
