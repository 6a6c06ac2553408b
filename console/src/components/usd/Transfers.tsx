// USD transfers: a list filtered and paged through the URL (or one
// account's, one counterparty's), a new transfer to a counterparty, and a
// transfer's page with its status, return and refund.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { PaymentRail, UsdTransferFilter, UsdTransferStatus } from '../../gql/graphql';
import { fieldProblems, unclaimed } from '../../lib/fields';
import { href, Link, useNavigate } from '../../lib/router';
import { useUrlState } from '../../lib/urlState';
import { ObjectLink } from '../developers/Events';
import { formatTime } from '../developers/format';
import { ExportLink } from '../lists/ExportLink';
import { transfersExport } from '../lists/exports';
import { SavedViews } from '../lists/SavedViews';
import { FilteredList } from '../money/FilteredList';
import { RANGE_DEFAULTS, compact, isFiltered, oneOf, range } from '../money/filters';
import { ObjectPage } from '../money/ObjectPage';
import { Amount, MoneyStatus, statusOptions } from '../money/parts';
import { TransferSandbox } from '../sandbox/actions';
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';
import { RAIL_LABELS, parseTransfer, type Problems, type TransferDraft } from './forms';

// A transfer as the lists show it (here and on a customer's page).
graphql(`
  fragment TransferRow on UsdTransfer {
    id
    reference
    amount {
      ...MoneyFields
    }
    paymentRail
    status
    counterparty {
      id
      accountName
    }
    createdAt
  }
`);

const TRANSFERS = graphql(`
  query UsdTransfers($filter: UsdTransferFilter, $first: Int, $after: String) {
    usdTransfers(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...TransferRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const TRANSFER = graphql(`
  query UsdTransfer($id: ID!) {
    usdTransfer(id: $id) {
      id
      reference
      amount {
        ...MoneyFields
      }
      fee {
        ...MoneyFields
      }
      paymentRail
      status
      memo
      reason
      summary
      returnCode
      failureReason
      counterparty {
        id
        accountId
        accountName
        accountNumber
        routingNumber
        institutionName
      }
      createdAt
      updatedAt
    }
  }
`);

const CREATE_TRANSFER = graphql(`
  mutation CreateUsdTransfer($input: CreateUsdTransferInput!) {
    createUsdTransfer(input: $input) {
      id
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['UsdTransfer'] };

const PAGE_SIZE = 25;
const STATUSES: readonly UsdTransferStatus[] = ['PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'RETURNED'];
const RAILS = Object.keys(RAIL_LABELS) as PaymentRail[];
const DEFAULTS = { status: '', rail: '', ...RANGE_DEFAULTS };

/**
 * TransferList lists the transfers that base (an account's, a
 * counterparty's, or all) and the URL's filters match; the list of all has
 * saved views.
 */
export function TransferList({ base = {}, title, emptyText }: { base?: UsdTransferFilter; title: string; emptyText: string }) {
  const [u, set] = useUrlState(DEFAULTS);
  const own = compact({ status: oneOf(u.status, STATUSES), paymentRail: oneOf(u.rail, RAILS), ...range(u) });
  const [result, reexecute] = useQuery({ query: TRANSFERS, variables: { filter: { ...base, ...own }, first: PAGE_SIZE, after: u.after || null }, context: LISTS });
  const conn = result.data?.usdTransfers;
  const filtered = isFiltered(own);
  return (
    <section className="section" aria-labelledby="transfers-title">
      <div className="section-head">
        <h2 id="transfers-title">{title}</h2>
        <Actions>
          {Object.keys(base).length === 0 && <SavedViews list="TRANSFERS" />}
          <ExportLink list="transfers" filters={transfersExport({ ...base, ...own })} />
        </Actions>
      </div>
      <FilteredList label="transfers" one="transfer" many="transfers" u={u} set={set} defaults={DEFAULTS} filtered={filtered} result={result} conn={conn}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })} emptyText={emptyText}
        filters={(change) => (
          <>
            <Select label="Status" value={u.status} onChange={(e) => change({ status: e.target.value })} options={statusOptions(STATUSES)} />
            <Select label="Rail" value={u.rail} onChange={(e) => change({ rail: e.target.value })}
              options={[{ value: '', label: 'Any' }, ...RAILS.map((r) => ({ value: r, label: RAIL_LABELS[r] }))]} />
          </>
        )}>
        <Table caption={`${title}, newest first`} columns={['Transfer', 'Amount', 'To', 'Rail', 'Status', 'Created']}>
          <tbody>
            {conn?.edges.map(({ node: t }) => (
              <tr key={t.id}>
                <td data-label="Transfer">
                  <Link to={'/usd/transfers/' + t.id} className="mono">{t.id}</Link>
                  <div className="muted">{t.reference}</div>
                </td>
                <td data-label="Amount"><Amount money={t.amount} /></td>
                <td data-label="To">
                  <Link to={'/usd/counterparties/' + t.counterparty.id}>{t.counterparty.accountName}</Link>
                </td>
                <td data-label="Rail">{RAIL_LABELS[t.paymentRail]}</td>
                <td data-label="Status"><MoneyStatus status={t.status} /></td>
                <td data-label="Created" className="nowrap">{formatTime(t.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </FilteredList>
    </section>
  );
}

/** SendTransfer pays a counterparty from the organization's USD wallet, on one of its rails. */
export function SendTransfer({ counterpartyId, rails }: { counterpartyId: string; rails: readonly PaymentRail[] }) {
  const navigate = useNavigate();
  const [d, setD] = useState<TransferDraft>({ amount: '', rail: rails[0] ?? '', memo: '', reason: '', reference: '' });
  const [problems, setProblems] = useState<Problems<TransferDraft>>({});
  const [state, create] = useMutation(CREATE_TRANSFER);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseTransfer(counterpartyId, rails, d);
    if (!parsed.ok) return setProblems(parsed.problems);
    setProblems({});
    const r = await create({ input: parsed.input }, { additionalTypenames: ['UsdTransfer', 'Wallet', 'Hold'] });
    if (r.data) navigate(href('/usd/transfers/' + r.data.createUsdTransfer.id));
  };
  const server = fieldProblems(state.error);
  const first = (name: keyof TransferDraft, input = name as string) => problems[name] ?? server[input]?.join(' ');
  const rest = unclaimed(server, ['amount', 'paymentRail', 'memo', 'reason', 'reference']);
  return (
    <Panel title="Send money" level={3} className="narrow money-form">
      <form className="form" onSubmit={submit} noValidate aria-label="Send money">
        <div className="form-grid">
          <Field label="Amount (USD)" inputMode="decimal" autoComplete="off" value={d.amount} onChange={(e) => setD({ ...d, amount: e.target.value })} problem={first('amount')} />
          <Select label="Rail" value={d.rail} onChange={(e) => setD({ ...d, rail: e.target.value })} options={rails.map((r) => ({ value: r, label: RAIL_LABELS[r] }))} />
        </div>
        <Field label="Memo" value={d.memo} onChange={(e) => setD({ ...d, memo: e.target.value })} problem={first('memo')} autoComplete="off" hint="Shown to the receiving bank." />
        <Field label="Reason" value={d.reason} onChange={(e) => setD({ ...d, reason: e.target.value })} problem={first('reason')} autoComplete="off" />
        <Field label="Reference" value={d.reference} onChange={(e) => setD({ ...d, reference: e.target.value })} problem={first('reference')} autoComplete="off"
          hint="Your own, unique; one is made when left empty." />
        <ErrorMessage>{problems.rail}</ErrorMessage>
        {rest.length > 0 ? <ErrorMessage>{rest.join(' ')}</ErrorMessage> : Object.keys(server).length === 0 && <ErrorMessage error={state.error} />}
        <Actions>
          <Button type="submit" variant="primary" disabled={state.fetching}>
            Send transfer
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** TransferPage is one transfer: status, return and refund, its counterparty, and the sandbox's settlement in test mode. */
export function TransferPage({ id }: { id: string }) {
  const [result, reexecute] = useQuery({ query: TRANSFER, variables: { id } });
  const t = result.data?.usdTransfer;
  return (
    <ObjectPage title={`Transfer ${id}`} what={`transfer ${id}`} result={result} reexecute={reexecute} found={!!t}
      back={{ to: '/usd/transfers', label: 'All transfers' }}>
      {t && (
        <>
          <p>
            <MoneyStatus status={t.status} /> {t.summary && <span className="muted">{t.summary}</span>}
          </p>
          <TransferSandbox id={t.id} status={t.status} rail={t.paymentRail} />
          <Facts items={[
            ['Amount', <Amount money={t.amount} />],
            ['Fee', <Amount money={t.fee} />],
            ['Rail', RAIL_LABELS[t.paymentRail]],
            ['To', <Link to={'/usd/counterparties/' + t.counterparty.id}>{t.counterparty.accountName}</Link>],
            ['Bank', `${t.counterparty.institutionName}, routing ${t.counterparty.routingNumber}, account ${t.counterparty.accountNumber}`],
            ['From the account', <ObjectLink id={t.counterparty.accountId} />],
            ['Reference', <code>{t.reference}</code>],
            ['Memo', t.memo || '—'],
            ['Reason', t.reason || '—'],
            ...(t.returnCode ? [['Return code', <code>{t.returnCode}</code>] as [string, ReactNode]] : []),
            ...(t.status === 'RETURNED' ? [['Refund', <><Amount money={t.amount} /> back to the USD wallet; the fee is kept</>] as [string, ReactNode]] : []),
            ...(t.status === 'FAILED' ? [['Released', 'What was held for it went back to the USD wallet'] as [string, ReactNode]] : []),
            ...(t.failureReason ? [['Why it failed', t.failureReason] as [string, ReactNode]] : []),
            ['Created', formatTime(t.createdAt)],
            ['Updated', formatTime(t.updatedAt)],
          ]} />
        </>
      )}
    </ObjectPage>
  );
}
