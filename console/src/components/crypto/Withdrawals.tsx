// Withdrawals: stablecoin sent from the organization's USD wallet, filtered
// and paged; a new one, its address checked as it is typed; and a
// withdrawal's page with its chain details.
import { useState, type FormEvent } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { Chain, Coin, CryptoWithdrawalStatus } from '../../gql/graphql';
import { fieldProblems, unclaimed } from '../../lib/fields';
import { checked, useLiveCheck } from '../../lib/liveCheck';
import { formatMoney } from '../../lib/money';
import { href, Link, useNavigate } from '../../lib/router';
import { useCan } from '../../lib/session';
import { useUrlState } from '../../lib/urlState';
import { formatTime } from '../developers/format';
import { ExportLink } from '../lists/ExportLink';
import { withdrawalsExport } from '../lists/exports';
import { SavedViews } from '../lists/SavedViews';
import { CheckedField } from '../money/CheckedField';
import { FilteredList } from '../money/FilteredList';
import { RANGE_DEFAULTS, compact, isFiltered, oneOf, range } from '../money/filters';
import { ObjectPage } from '../money/ObjectPage';
import { Amount, MoneyStatus, statusOptions } from '../money/parts';
import { Page } from '../Page';
import { WithdrawalSandbox } from '../sandbox/actions';
import { Actions } from '../ui/Actions';
import { Button, buttonClass } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';
import { CHAINS_OF, CHAIN_LABELS, COINS } from './assets';
import { CoinChainFilters } from './CoinChainFilters';
import { parseWithdrawal, type Problems, type WithdrawalDraft } from './withdrawal';

const WITHDRAWALS = graphql(`
  query CryptoWithdrawals($filter: CryptoWithdrawalFilter, $first: Int, $after: String) {
    cryptoWithdrawals(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          reference
          address
          chain
          amount {
            ...MoneyFields
          }
          status
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

const WITHDRAWAL = graphql(`
  query CryptoWithdrawal($id: ID!) {
    cryptoWithdrawal(id: $id) {
      id
      reference
      address
      chain
      coin
      amount {
        ...MoneyFields
      }
      cost {
        ...MoneyFields
      }
      fee {
        ...MoneyFields
      }
      hash
      status
      reason
      failureReason
      createdAt
      updatedAt
    }
  }
`);

const CHECK_ADDRESS = graphql(`
  query CheckChainAddress($chain: Chain!, $address: String!) {
    checkChainAddress(chain: $chain, address: $address) {
      valid
      address
      message
    }
  }
`);

const CREATE_WITHDRAWAL = graphql(`
  mutation CreateCryptoWithdrawal($input: CreateCryptoWithdrawalInput!) {
    createCryptoWithdrawal(input: $input) {
      id
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['CryptoWithdrawal'] };

const PAGE_SIZE = 25;
const STATUSES: readonly CryptoWithdrawalStatus[] = ['PENDING', 'SUCCESS', 'FAILED'];
const CHAINS = Object.keys(CHAIN_LABELS) as Chain[];
const DEFAULTS = { status: '', coin: '', chain: '', ...RANGE_DEFAULTS };

/** Withdrawals is the crypto page's withdrawals tab. */
export function Withdrawals() {
  const can = useCan();
  const [u, set] = useUrlState(DEFAULTS);
  const filter = compact({ status: oneOf(u.status, STATUSES), coin: oneOf(u.coin, COINS), chain: oneOf(u.chain, CHAINS), ...range(u) });
  const [result, reexecute] = useQuery({ query: WITHDRAWALS, variables: { filter, first: PAGE_SIZE, after: u.after || null }, context: LISTS });
  const conn = result.data?.cryptoWithdrawals;
  const filtered = isFiltered(filter);
  return (
    <section className="section" aria-labelledby="withdrawals-title">
      <div className="section-head">
        <h2 id="withdrawals-title">Withdrawals</h2>
        <Actions>
          <SavedViews list="WITHDRAWALS" />
          <ExportLink list="withdrawals" filters={withdrawalsExport(filter)} />
          {can('MONEY') && (
            <Link to="/crypto/withdrawals/new" className={buttonClass('primary')}>
              New withdrawal
            </Link>
          )}
        </Actions>
      </div>
      <FilteredList label="withdrawals" one="withdrawal" many="withdrawals" u={u} set={set} defaults={DEFAULTS} filtered={filtered} result={result} conn={conn}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })} emptyText="No withdrawals yet."
        filters={(change) => (
          <>
            <Select label="Status" value={u.status} onChange={(e) => change({ status: e.target.value })} options={statusOptions(STATUSES)} />
            <CoinChainFilters coin={u.coin} chain={u.chain} onChange={change} />
          </>
        )}>
        <Table caption="Withdrawals, newest first" columns={['Withdrawal', 'Amount', 'To', 'Status', 'Created']}>
          <tbody>
            {conn?.edges.map(({ node: w }) => (
              <tr key={w.id}>
                <td data-label="Withdrawal">
                  <Link to={'/crypto/withdrawals/' + w.id} className="mono">{w.id}</Link>
                  <div className="muted">{w.reference}</div>
                </td>
                <td data-label="Amount"><Amount money={w.amount} /></td>
                <td data-label="To">
                  <span className="mono address-text">{w.address}</span> <span className="muted">on {CHAIN_LABELS[w.chain]}</span>
                </td>
                <td data-label="Status"><MoneyStatus status={w.status} /></td>
                <td data-label="Created" className="nowrap">{formatTime(w.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </FilteredList>
    </section>
  );
}

/** NewWithdrawal sends stablecoin to an address checked for its chain as it is typed. */
export function NewWithdrawal() {
  const client = useClient();
  const navigate = useNavigate();
  const [d, setD] = useState<WithdrawalDraft>({ coin: 'USDC', chain: 'BASE', address: '', amount: '', reason: '', reference: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [state, create] = useMutation(CREATE_WITHDRAWAL);
  const address = d.address.trim();
  const input = address ? { chain: d.chain as Chain, address } : null;
  const check = useLiveCheck(input, async (i) => {
    const r = await client.query(CHECK_ADDRESS, i, { requestPolicy: 'network-only' }).toPromise();
    if (r.error || !r.data) throw r.error ?? new Error('No answer.');
    return r.data.checkChainAddress;
  });
  const verdict = checked(check, input);
  const pickCoin = (coin: Coin) => setD({ ...d, coin, chain: CHAINS_OF[coin].includes(d.chain as Chain) ? d.chain : CHAINS_OF[coin][0] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseWithdrawal(d, verdict);
    if (!parsed.ok) return setProblems(parsed.problems);
    setProblems({});
    const r = await create({ input: parsed.input }, { additionalTypenames: ['CryptoWithdrawal', 'Wallet', 'Hold'] });
    if (r.data) navigate(href('/crypto/withdrawals/' + r.data.createCryptoWithdrawal.id));
  };
  const server = fieldProblems(state.error);
  const first = (name: keyof WithdrawalDraft) => problems[name] ?? server[name]?.join(' ');
  const rest = unclaimed(server, ['coin', 'chain', 'address', 'amount', 'reason', 'reference']);
  return (
    <Page title="New withdrawal" description="Send stablecoin to an address, paid from the organization’s USD wallet with the chain’s network fee.">
      <p className="breadcrumb">
        <Link to="/crypto/withdrawals">← Withdrawals</Link>
      </p>
      <form className="form narrow" onSubmit={submit} noValidate>
        <div className="form-grid">
          <Select label="Coin" value={d.coin} onChange={(e) => pickCoin(e.target.value as Coin)} options={COINS.map((c) => ({ value: c, label: c }))} />
          <Select label="Chain" value={d.chain} onChange={(e) => setD({ ...d, chain: e.target.value })}
            options={CHAINS_OF[d.coin as Coin].map((c) => ({ value: c, label: CHAIN_LABELS[c] }))} />
        </div>
        <CheckedField label="Address" value={d.address} onChange={(e) => setD({ ...d, address: e.target.value })} state={check}
          validText={`A valid ${CHAIN_LABELS[d.chain as Chain]} address`} problem={first('address')} />
        <Field label={`Amount (${d.coin.toLowerCase()})`} inputMode="decimal" autoComplete="off" value={d.amount}
          onChange={(e) => setD({ ...d, amount: e.target.value })} problem={first('amount')} hint="Up to 6 decimals. Its cost in dollars is rounded up to the cent." />
        <Field label="Reason" value={d.reason} onChange={(e) => setD({ ...d, reason: e.target.value })} problem={first('reason')} autoComplete="off" />
        <Field label="Reference" value={d.reference} onChange={(e) => setD({ ...d, reference: e.target.value })} problem={first('reference')}
          autoComplete="off" hint="Your own, unique; one is made when left empty." />
        {rest.length > 0 ? <ErrorMessage>{rest.join(' ')}</ErrorMessage> : Object.keys(server).length === 0 && <ErrorMessage error={state.error} />}
        <Actions>
          <Button type="submit" variant="primary" disabled={state.fetching || (verdict !== undefined && !verdict.valid)}>
            Send
          </Button>
        </Actions>
      </form>
    </Page>
  );
}

/** WithdrawalPage is one withdrawal: its status, costs and chain details, with the sandbox's settlement in test mode. */
export function WithdrawalPage({ id }: { id: string }) {
  const [result, reexecute] = useQuery({ query: WITHDRAWAL, variables: { id } });
  const w = result.data?.cryptoWithdrawal;
  return (
    <ObjectPage title={`Withdrawal ${id}`} what={`withdrawal ${id}`} result={result} reexecute={reexecute} found={!!w}
      back={{ to: '/crypto/withdrawals', label: 'All withdrawals' }}>
      {w && (
        <>
          <p>
            <MoneyStatus status={w.status} />
          </p>
          <WithdrawalSandbox id={w.id} status={w.status} />
          <Facts items={[
            ['Amount', <Amount money={w.amount} />],
            ['Cost', <Amount money={w.cost} />],
            ['Network fee', <Amount money={w.fee} />],
            ['Paid from the USD wallet', formatMoney({ ...w.cost, amount: (BigInt(w.cost.amount) + BigInt(w.fee.amount)).toString() })],
            ['To', <span className="mono address-text">{w.address}</span>],
            ['Chain', `${w.coin} on ${CHAIN_LABELS[w.chain]}`],
            ['Transaction hash', w.hash ? <code>{w.hash}</code> : 'Not sent yet'],
            ['Reference', <code>{w.reference}</code>],
            ['Reason', w.reason || '—'],
            ...(w.failureReason ? [['Why it failed', w.failureReason] as [string, string]] : []),
            ['Created', formatTime(w.createdAt)],
            ['Updated', formatTime(w.updatedAt)],
          ]} />
        </>
      )}
    </ObjectPage>
  );
}
