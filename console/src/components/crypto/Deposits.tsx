// Deposits: stablecoin received on the customers' addresses, filtered and
// paged; and a deposit's page with what it credited.
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import type { DepositRowFragment } from '../../gql/graphql';
import { Link } from '../../lib/router';
import { useUrlState } from '../../lib/urlState';
import { ObjectLink } from '../developers/Events';
import { formatTime } from '../developers/format';
import { FilteredList } from '../money/FilteredList';
import { RANGE_DEFAULTS, compact, isFiltered, oneOf, range } from '../money/filters';
import { ObjectPage } from '../money/ObjectPage';
import { Amount, CustomerLink } from '../money/parts';
import { Badge } from '../ui/Badge';
import { Facts } from '../ui/Facts';
import { Table } from '../ui/Table';
import { CHAIN_LABELS, COINS } from './assets';
import { CoinChainFilters } from './CoinChainFilters';

graphql(`
  fragment DepositRow on CryptoDeposit {
    id
    coin
    chain
    amount {
      ...MoneyFields
    }
    credited {
      ...MoneyFields
    }
    offramp
    address {
      id
      customerId
    }
    createdAt
  }
`);

const DEPOSITS = graphql(`
  query CryptoDeposits($filter: CryptoDepositFilter, $first: Int, $after: String) {
    cryptoDeposits(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...DepositRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const DEPOSIT = graphql(`
  query CryptoDeposit($id: ID!) {
    cryptoDeposit(id: $id) {
      ...DepositRow
      txHash
      logIndex
      address {
        id
        address
      }
      exchange {
        id
        rate
      }
      transaction {
        id
      }
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['CryptoDeposit'] };

const PAGE_SIZE = 25;

const CHAINS = Object.keys(CHAIN_LABELS) as (keyof typeof CHAIN_LABELS)[];

const DEFAULTS = { coin: '', chain: '', customer: '', ...RANGE_DEFAULTS };

/** DepositTable lists deposits (plain: in a panel). */
export function DepositTable({ rows, caption, customer = true, plain }: { rows: readonly DepositRowFragment[]; caption: string; customer?: boolean; plain?: boolean }) {
  return (
    <Table caption={caption} plain={plain} columns={['Deposit', 'Received', 'Credited', 'Chain', customer && 'Customer', 'Received at']}>
      <tbody>
        {rows.map((d) => (
          <tr key={d.id}>
            <td data-label="Deposit">
              <Link to={'/crypto/deposits/' + d.id} className="mono">{d.id}</Link>
            </td>
            <td data-label="Received"><Amount money={d.amount} /></td>
            <td data-label="Credited">
              <Amount money={d.credited} /> {d.offramp && <Badge tone="info">Off-ramped</Badge>}
            </td>
            <td data-label="Chain">{CHAIN_LABELS[d.chain]}</td>
            {customer && <td data-label="Customer"><CustomerLink id={d.address.customerId} /></td>}
            <td data-label="Received at" className="nowrap">{formatTime(d.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Deposits is the crypto page's deposits tab. */
export function Deposits() {
  const [u, set] = useUrlState(DEFAULTS);
  const filter = compact({ coin: oneOf(u.coin, COINS), chain: oneOf(u.chain, CHAINS), customerId: u.customer, ...range(u) });
  const [result, reexecute] = useQuery({ query: DEPOSITS, variables: { filter, first: PAGE_SIZE, after: u.after || null }, context: LISTS });
  const conn = result.data?.cryptoDeposits;
  const filtered = isFiltered(filter);
  return (
    <section className="section" aria-labelledby="deposits-title">
      <h2 id="deposits-title">Deposits</h2>
      <FilteredList label="deposits" one="deposit" many="deposits" u={u} set={set} defaults={DEFAULTS} filtered={filtered} result={result} conn={conn}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })} emptyText="No deposits yet."
        filters={(change) => (
<CoinChainFilters coin={u.coin} chain={u.chain} onChange={change} />
        )}>
        <DepositTable rows={conn?.edges.map((e) => e.node) ?? []} caption="Deposits, newest first" />
      </FilteredList>
    </section>
  );
}

/** DepositPage is one deposit: where it came in, and what it credited. */
export function DepositPage({ id }: { id: string }) {
  const [result, reexecute] = useQuery({ query: DEPOSIT, variables: { id } });
  const d = result.data?.cryptoDeposit;
  return (
    <ObjectPage title={`Deposit ${id}`} what={`deposit ${id}`} result={result} reexecute={reexecute} found={!!d}
      back={{ to: '/crypto/deposits', label: 'All deposits' }}>
      {d && (
        <Facts items={[
          ['Received', <Amount money={d.amount} />],
          ['Credited', <>
            <Amount money={d.credited} /> {d.offramp ? 'to the organization’s USD wallet' : 'to the customer’s crypto wallet'}
          </>],
          ['Conversion', d.exchange ? <><ObjectLink id={d.exchange.id} /> at {d.exchange.rate}</> : 'None'],
          ['Address', <ObjectLink id={d.address.id} />],
          ['Customer', <CustomerLink id={d.address.customerId} />],
          ['Chain', `${d.coin} on ${CHAIN_LABELS[d.chain]}`],
          ['Transaction hash', <code>{d.txHash}</code>],
          ['Log index', String(d.logIndex)],
          ['Ledger transaction', <ObjectLink id={d.transaction.id} />],
          ['Received at', formatTime(d.createdAt)],
        ]} />
      )}
    </ObjectPage>
  );
}
