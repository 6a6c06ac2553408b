// The sandbox (test mode, MONEY): every stand-in for a chain, a bank and a
// compliance team in one place, so a person can walk each state machine:
// fund a wallet, receive a deposit, settle or fail a withdrawal, decide a
// USD account request, and succeed, fail or return a transfer.
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { formatTime } from '../components/developers/format';
import { Amount, CustomerLink, MoneyStatus } from '../components/money/parts';
import { Page } from '../components/Page';
import { DepositSandbox, RequestSandbox, TransferSandbox, WithdrawalSandbox } from '../components/sandbox/actions';
import { CreditWallet } from '../components/sandbox/CreditWallet';
import { Panel } from '../components/ui/Panel';
import { QueryState } from '../components/ui/QueryState';
import { Table } from '../components/ui/Table';
import { graphql } from '../gql';
import { Link } from '../lib/router';

const SANDBOX = graphql(`
  query Sandbox {
    wallets {
      ...WalletBalances
    }
    withdrawals: cryptoWithdrawals(filter: { status: PENDING }, first: 10) {
      totalCount
      edges {
        node {
          id
          amount {
            ...MoneyFields
          }
          status
          createdAt
        }
      }
    }
    requests: usdAccountRequests(filter: { status: PENDING }, first: 10) {
      totalCount
      edges {
        node {
          reference
          status
          customerId
          createdAt
        }
      }
    }
    pending: usdTransfers(filter: { status: PENDING }, first: 10) {
      ...SandboxTransfers
    }
    processing: usdTransfers(filter: { status: PROCESSING }, first: 10) {
      ...SandboxTransfers
    }
    sent: usdTransfers(filter: { status: SUCCESS, paymentRail: ACH }, first: 10) {
      ...SandboxTransfers
    }
  }
  fragment SandboxTransfers on UsdTransferConnection {
    totalCount
    edges {
      node {
        id
        amount {
          ...MoneyFields
        }
        paymentRail
        status
        createdAt
      }
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['CryptoWithdrawal', 'UsdAccountRequest', 'UsdTransfer'] };

/** Row is one object awaiting the sandbox: its link, amount, status, age and buttons. */
function Row({ to, id, children, actions }: { to: string; id: string; children: ReactNode; actions: ReactNode }) {
  return (
    <Panel as="li" className="sandbox-row">
      <Link to={to} className="mono">{id}</Link> {children}
      {actions}
    </Panel>
  );
}

function Waiting({ title, count, empty, children }: { title: string; count: number; empty: string; children: ReactNode }) {
  const id = 'sandbox-' + title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="muted">({count})</span>
      </h2>
      {count === 0 ? <p className="muted">{empty}</p> : <ul className="panel-list">{children}</ul>}
    </section>
  );
}

export default function SandboxPage() {
  const [result, reexecute] = useQuery({ query: SANDBOX, context: LISTS });
  const d = result.data;
  const transfers = d ? [...d.pending.edges, ...d.processing.edges, ...d.sent.edges] : [];
  return (
    <Page title="Sandbox" description="Test mode’s stand-ins for a chain, a bank and a compliance team. Each goes through the same code and fires the same events as in live mode.">
      <QueryState loading={!d && !result.error} error={d ? undefined : result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}>
        {d && (
          <>
            <section className="section" aria-labelledby="sandbox-wallets">
              <h2 id="sandbox-wallets">Wallets</h2>
              <Table caption="The organization’s wallets" className="wallet-table" columns={['Currency', 'Ledger', 'Available', 'Held']}>
                <tbody>
                  {d.wallets.map((w) => (
                    <tr key={w.id} data-currency={w.currency}>
                      <th scope="row" data-label="Currency">{w.currency}</th>
                      <td data-label="Ledger" data-amount={w.ledgerBalance.amount}><Amount money={w.ledgerBalance} /></td>
                      <td data-label="Available" data-amount={w.availableBalance.amount}><Amount money={w.availableBalance} /></td>
                      <td data-label="Held" data-amount={w.holdingBalance.amount}><Amount money={w.holdingBalance} /></td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <CreditWallet wallets={d.wallets.map((w) => ({ currency: w.currency, decimals: w.ledgerBalance.decimals }))} />
            </section>
            <section className="section" aria-labelledby="sandbox-deposit">
              <h2 id="sandbox-deposit">A deposit</h2>
              <p className="section-text">
                Stablecoin arriving on one of the customers’ <Link to="/crypto/addresses">deposit addresses</Link>, as if seen on its chain.
              </p>
              <DepositSandbox />
            </section>
            <Waiting title="Withdrawals being sent" count={d.withdrawals.totalCount} empty="No withdrawal is pending.">
              {d.withdrawals.edges.map(({ node: w }) => (
                <Row key={w.id} to={'/crypto/withdrawals/' + w.id} id={w.id} actions={<WithdrawalSandbox id={w.id} status={w.status} />}>
                  <Amount money={w.amount} /> <MoneyStatus status={w.status} /> <span className="muted">{formatTime(w.createdAt)}</span>
                </Row>
              ))}
            </Waiting>
            <Waiting title="USD account requests awaiting a decision" count={d.requests.totalCount} empty="No request is pending.">
              {d.requests.edges.map(({ node: r }) => (
                <Row key={r.reference} to={'/usd/requests/' + r.reference} id={r.reference} actions={<RequestSandbox reference={r.reference} status={r.status} />}>
                  for <CustomerLink id={r.customerId} /> <span className="muted">{formatTime(r.createdAt)}</span>
                </Row>
              ))}
            </Waiting>
            <Waiting title="USD transfers" count={d.pending.totalCount + d.processing.totalCount + d.sent.totalCount}
              empty="No transfer is pending, processing, or sent by ACH and still returnable.">
              {transfers.map(({ node: t }) => (
                <Row key={t.id} to={'/usd/transfers/' + t.id} id={t.id} actions={<TransferSandbox id={t.id} status={t.status} rail={t.paymentRail} />}>
                  <Amount money={t.amount} /> {t.paymentRail} <MoneyStatus status={t.status} /> <span className="muted">{formatTime(t.createdAt)}</span>
                </Row>
              ))}
            </Waiting>
          </>
        )}
      </QueryState>
    </Page>
  );
}
