// FX: a quote, its countdown and its execution (MONEY only), and the
// exchange history, filtered and paged through the URL; an exchange's own
// page below it (/fx/exchanges/fxx_…).
import { useQuery } from 'urql';
import { formatTime } from '../components/developers/format';
import { QuoteForm } from '../components/fx/Quote';
import { ExportLink } from '../components/lists/ExportLink';
import { exchangesExport } from '../components/lists/exports';
import { SavedViews } from '../components/lists/SavedViews';
import { FilteredList } from '../components/money/FilteredList';
import { RANGE_DEFAULTS, compact, isFiltered, range } from '../components/money/filters';
import { ObjectPage } from '../components/money/ObjectPage';
import { Amount } from '../components/money/parts';
import { Page } from '../components/Page';
import { Actions } from '../components/ui/Actions';
import { Facts } from '../components/ui/Facts';
import { QueryState } from '../components/ui/QueryState';
import { Select } from '../components/ui/Select';
import { Table } from '../components/ui/Table';
import { graphql } from '../gql';
import { Link } from '../lib/router';
import { useCan } from '../lib/session';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../pageProps';

const FX_WALLETS = graphql(`
  query FxWallets {
    wallets {
      id
      currency
      availableBalance {
        ...MoneyFields
      }
    }
  }
`);

const EXCHANGES = graphql(`
  query FxExchanges($filter: FxExchangeFilter, $first: Int, $after: String) {
    fxExchanges(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          quoteReference
          source {
            ...MoneyFields
          }
          target {
            ...MoneyFields
          }
          rate
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const EXCHANGE = graphql(`
  query FxExchange($id: ID!) {
    node(id: $id) {
      id
      ... on FxExchange {
        quoteReference
        source {
          ...MoneyFields
        }
        target {
          ...MoneyFields
        }
        rate
        fee {
          ...MoneyFields
        }
        createdAt
      }
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['FxExchange'] };

const PAGE_SIZE = 25;

const DEFAULTS = { currency: '', source: '', target: '', ...RANGE_DEFAULTS };

export default function FxPage({ rest }: PageComponentProps) {
  const m = /^\/exchanges\/([^/]+)$/.exec(rest);
  if (m) return <ExchangePage id={decodeURIComponent(m[1])} />;
  return <FxHome />;
}

function ExchangePage({ id }: { id: string }) {
  const [result, reexecute] = useQuery({ query: EXCHANGE, variables: { id } });
  const node = result.data?.node;
  const ex = node && 'quoteReference' in node ? node : null;
  return (
    <ObjectPage title={`Exchange ${id}`} what={`exchange ${id}`} result={result} reexecute={reexecute} found={!!ex}
      back={{ to: '/fx', label: 'All exchanges' }}>
      {ex && (
        <Facts items={[
          ['Sold', <Amount money={ex.source} />],
          ['Bought', <Amount money={ex.target} />],
          ['Rate', `1 ${ex.source.currency} = ${ex.rate} ${ex.target.currency}`],
          ['Fee', <Amount money={ex.fee} />],
          ['Quote', <code>{ex.quoteReference}</code>],
          ['Executed', formatTime(ex.createdAt)],
        ]} />
      )}
    </ObjectPage>
  );
}

function FxHome() {
  const can = useCan();
  const [wallets] = useQuery({ query: FX_WALLETS });
  const list = wallets.data?.wallets ?? [];
  const currencies = list.map((w) => ({ currency: w.currency, decimals: w.availableBalance.decimals }));
  return (
    <Page title="FX" description="Exchange between the organization’s wallets at a quoted rate, and every exchange made.">
      {can('MONEY') && (
        <section className="section" aria-labelledby="quote-section">
          <h2 id="quote-section">Exchange</h2>
          <p className="section-text">
            A quote holds its rate until it expires. Available now:{' '}
            <span className="available-balances">
              {list.map((w, i) => (
                <span key={w.id}>
                  {i > 0 && ', '}
                  <span data-currency={w.currency}>
                    <Amount money={w.availableBalance} />
                  </span>
                </span>
              ))}
            </span>
          </p>
          <QueryState loading={!wallets.data && !wallets.error} error={wallets.error}>
            <QuoteForm currencies={currencies} />
          </QueryState>
        </section>
      )}
      <Exchanges currencies={currencies.map((c) => c.currency)} />
    </Page>
  );
}

function Exchanges({ currencies }: { currencies: string[] }) {
  const [u, set] = useUrlState(DEFAULTS);
  const filter = compact({ currency: u.currency, sourceCurrency: u.source, targetCurrency: u.target, ...range(u) });
  const [result, reexecute] = useQuery({ query: EXCHANGES, variables: { filter, first: PAGE_SIZE, after: u.after || null }, context: LISTS });
  const conn = result.data?.fxExchanges;
  const filtered = isFiltered(filter);
  const options = [{ value: '', label: 'Any' }, ...currencies.map((c) => ({ value: c, label: c }))];
  return (
    <section className="section" aria-labelledby="exchanges-title">
      <div className="section-head">
        <h2 id="exchanges-title">Exchanges</h2>
        <Actions>
          <SavedViews list="EXCHANGES" />
          <ExportLink list="exchanges" filters={exchangesExport(filter)} />
        </Actions>
      </div>
      <FilteredList label="exchanges" one="exchange" many="exchanges" u={u} set={set} defaults={DEFAULTS} filtered={filtered} result={result} conn={conn}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })} emptyText="No exchanges yet."
        filters={(change) => (
          <>
            <Select label="Currency" value={u.currency} options={options} onChange={(e) => change({ currency: e.target.value })} />
            <Select label="Sold" value={u.source} options={options} onChange={(e) => change({ source: e.target.value })} />
            <Select label="Bought" value={u.target} options={options} onChange={(e) => change({ target: e.target.value })} />
          </>
        )}>
        <Table caption="Exchanges, newest first" columns={['Exchange', 'Sold', 'Bought', 'Rate', 'Executed']}>
          <tbody>
            {conn?.edges.map(({ node: x }) => (
              <tr key={x.id}>
                <td data-label="Exchange">
                  <Link to={`/fx/exchanges/${x.id}`} className="mono">{x.id}</Link>
                </td>
                <td data-label="Sold"><Amount money={x.source} /></td>
                <td data-label="Bought"><Amount money={x.target} /></td>
                <td data-label="Rate">{x.rate}</td>
                <td data-label="Executed" className="nowrap">{formatTime(x.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </FilteredList>
    </section>
  );
}
