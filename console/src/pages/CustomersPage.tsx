// Customers: the organization's customers, searched and paged through the
// URL; and a customer's page (/customers/cus_…) with everything of theirs:
// verifications, crypto wallets, deposit addresses and deposits, the USD
// account request and account, counterparties and transfers, each linked
// to its own page. A part with nothing yet offers the next step to the
// roles that may take it.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import { DepositTable } from '../components/crypto/Deposits';
import { coinOnChain, customerName } from '../components/customers/labels';
import { NextStep, RequestUsdAccount, StartVerification } from '../components/customers/NextSteps';
import { ExportLink } from '../components/lists/ExportLink';
import { customersExport } from '../components/lists/exports';
import { SavedViews } from '../components/lists/SavedViews';
import { CREATE_CUSTOMER, CUSTOMER, CUSTOMERS } from '../components/customers/queries';
import { ObjectLink } from '../components/developers/Events';
import { formatTime } from '../components/developers/format';
import { FIRST_PAGE, useCursor } from '../components/developers/paging';
import { Amount, MoneyStatus } from '../components/money/parts';
import { NotFound, Page } from '../components/Page';
import { REASON_LABELS } from '../components/session/labels';
import { StatusBadge } from '../components/session/StatusBadge';
import { TextFilter } from '../components/TextFilter';
import { Actions } from '../components/ui/Actions';
import { Badge } from '../components/ui/Badge';
import { Button, buttonClass } from '../components/ui/Button';
import { Dialog } from '../components/ui/Dialog';
import { ErrorMessage } from '../components/ui/ErrorMessage';
import { Facts } from '../components/ui/Facts';
import { Field } from '../components/ui/Field';
import { Filters } from '../components/ui/Filters';
import { ListCount } from '../components/ui/ListCount';
import { Pager } from '../components/ui/Pager';
import { Panel } from '../components/ui/Panel';
import { QueryState } from '../components/ui/QueryState';
import { Table } from '../components/ui/Table';
import type { CustomerQuery } from '../gql/graphql';
import { fieldProblems } from '../lib/fields';
import { Link, href, useNavigate } from '../lib/router';
import { useCan } from '../lib/session';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../pageProps';
import '../components/customers/customers.css';

const PAGE_SIZE = 25;

// The customer's page is read again when a step starts a session or a USD request, even while it shows none.
const CUSTOMER_PARTS = { additionalTypenames: ['Session', 'UsdAccountRequest'] };

export default function CustomersPage({ rest }: PageComponentProps) {
  const parts = rest.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return <CustomerList />;
  if (parts.length === 1) return <CustomerPage id={parts[0]} />;
  return <NotFound to="/customers" label="See the customers" />;
}

function CustomerList() {
  const can = useCan();
  const [u, set] = useUrlState({ q: '', after: '', back: [] as string[] });
  const cursor = useCursor();
  const search = u.q.trim();
  const [result, reexecute] = useQuery({
    query: CUSTOMERS,
    variables: { filter: search ? { search } : null, first: PAGE_SIZE, after: cursor.after },
  });
  const [creating, setCreating] = useState(false);
  const conn = result.data?.customers;
  const edges = conn?.edges ?? [];
  return (
    <Page title="Customers" description="The people the organization serves, newest first."
      actions={
        <>
          <SavedViews list="CUSTOMERS" />
          <ExportLink list="customers" filters={customersExport(search ? { search } : {})} />
          {can('MONEY') && (
            <Button variant="primary" onClick={() => setCreating(true)}>
              New customer
            </Button>
          )}
        </>
      }>
      <Filters label="Search the customers" className="customers-search">
        <TextFilter label="Search" type="search" value={u.q} hint="Names and email, in part" onCommit={(q) => set({ q, ...FIRST_PAGE }, { replace: true })} />
      </Filters>
      <QueryState loading={!conn && !result.error} error={conn ? undefined : result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={edges.length === 0}
        emptyMessage={<p>{search ? `No customer matches “${search}”.` : 'No customers yet: create them with the API or here.'}</p>}>
        {conn && <ListCount count={conn.totalCount} one="customer" many="customers" filtered={!!search} />}
        <Table caption="Customers" className="customers" columns={['Name', 'Email', 'Country', 'Status', 'Created']}>
          <tbody>
            {edges.map(({ node: c }) => (
              <tr key={c.id}>
                <td data-label="Name">
                  <div>
                    <Link to={`/customers/${encodeURIComponent(c.id)}`}>{customerName(c)}</Link>
                    <span className="sub mono">{c.id}</span>
                  </div>
                </td>
                <td data-label="Email">{c.email}</td>
                <td data-label="Country">{c.country}</td>
                <td data-label="Status">
                  <Badge tone="success">{c.status === 'ACTIVE' ? 'Active' : c.status}</Badge>
                </td>
                <td data-label="Created" className="nowrap">{formatTime(c.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager label="Pages of customers" hasPrevious={!cursor.isFirst} hasNext={!!conn?.pageInfo.hasNextPage} onPrevious={cursor.previous}
          onNext={() => conn?.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
      </QueryState>
      {can('MONEY') && <NewCustomer open={creating} onOpenChange={setCreating} />}
    </Page>
  );
}

/** NewCustomer is the form that creates a customer (MONEY), then opens their page. */
function NewCustomer({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const navigate = useNavigate();
  const [state, create] = useMutation(CREATE_CUSTOMER);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', country: '' });
  const problems = fieldProblems(state.error);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await create({ input: { ...form, country: form.country.trim().toUpperCase() } });
    const id = r.data?.createCustomer.id;
    if (id) {
      onOpenChange(false);
      navigate(href(`/customers/${encodeURIComponent(id)}`));
    }
  };
  const field = (name: keyof typeof form, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field label={label} value={form[name]} required problem={problems[name]?.join(' ')}
      onChange={(e) => setForm({ ...form, [name]: e.target.value })} {...extra} />
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New customer">
      <form className="form" onSubmit={submit}>
        {field('firstName', 'First name', { autoComplete: 'off' })}
        {field('lastName', 'Last name', { autoComplete: 'off' })}
        {field('email', 'Email', { type: 'email', autoComplete: 'off' })}
        {field('country', 'Country', { hint: 'Two letters (ISO 3166-1), such as NG or US', maxLength: 2, autoComplete: 'off' })}
        {state.error && Object.keys(problems).length === 0 && <ErrorMessage error={state.error} />}
        <Actions end>
          <Button onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={state.fetching}>
            Create the customer
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

type CustomerData = NonNullable<CustomerQuery['customer']>;

function CustomerPage({ id }: { id: string }) {
  const [result, reexecute] = useQuery({ query: CUSTOMER, variables: { id, firstSessions: 20 }, context: CUSTOMER_PARTS });
  const c = result.data?.customer;
  const missing = result.data && !c;
  return (
    <Page title={c ? customerName(c) : `Customer ${id}`} loading={!result.data && !result.error} error={result.data ? undefined : result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      empty={missing} emptyMessage={<p>There is no customer {id} in this organization and mode.</p>}
      crumbs={[{ label: 'Customers', to: '/customers' }, { label: c ? customerName(c) : id }]}>
      {c && result.data && <CustomerView c={c} sessions={result.data.sessions} />}
    </Page>
  );
}

function CustomerView({ c, sessions }: { c: CustomerData; sessions: NonNullable<CustomerQuery['sessions']> }) {
  return (
    <div className="customer">
      <Panel title="Customer">
        <Facts items={[
          ['Id', <code key="id">{c.id}</code>],
          ['Email', c.email],
          ['Country', c.country],
          ['Status', c.status === 'ACTIVE' ? 'Active' : c.status],
          ['Tier', String(c.tier)],
          ['Created', formatTime(c.createdAt)],
        ]} />
      </Panel>
      <Verifications c={c} sessions={sessions} />
      <UsdAccount c={c} />
      <Transfers c={c} />
      <CryptoWallets c={c} />
      <DepositAddresses c={c} />
      <Deposits c={c} />
    </div>
  );
}

function None({ children }: { children: ReactNode }) {
  return <p className="muted">{children}</p>;
}

function Verifications({ c, sessions }: { c: CustomerData; sessions: NonNullable<CustomerQuery['sessions']> }) {
  const can = useCan();
  const [starting, setStarting] = useState(false);
  const all = `/verifications?customer=${encodeURIComponent(c.id)}`;
  return (
    <Panel title="Verifications"
      more={sessions.totalCount > sessions.edges.length && <Link to={all}>All {sessions.totalCount.toLocaleString()} verifications</Link>}>
      {can('VERIFY') && <StartVerification customerId={c.id} name={customerName(c)} open={starting} onOpenChange={setStarting} />}
      {sessions.edges.length === 0 ? (
        <NextStep text="No verification yet.">
          {can('VERIFY') && <Button onClick={() => setStarting(true)}>Start a verification</Button>}
        </NextStep>
      ) : (
        <Table plain columns={['Session', 'Status', 'Decision reason', 'Created']}>
          <tbody>
            {sessions.edges.map(({ node: s }) => (
              <tr key={s.id}>
                <td data-label="Session"><ObjectLink id={s.id} /></td>
                <td data-label="Status"><StatusBadge status={s.status} /></td>
                <td data-label="Reason">{s.decisionReason ? REASON_LABELS[s.decisionReason] : '—'}</td>
                <td data-label="Created" className="nowrap">{formatTime(s.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

function UsdAccount({ c }: { c: CustomerData }) {
  const can = useCan();
  const [requesting, setRequesting] = useState(false);
  const r = c.usdAccountRequest;
  const a = c.usdAccount;
  const counterparties = a?.counterparties.edges ?? [];
  return (
    <Panel title="USD account">
      {can('MONEY') && <RequestUsdAccount customerId={c.id} name={customerName(c)} open={requesting} onOpenChange={setRequesting} />}
      {!r && !a && (
        <NextStep text="No USD account requested.">
          {can('MONEY') && <Button onClick={() => setRequesting(true)}>Request a USD account</Button>}
        </NextStep>
      )}
      {r && (
        <>
          <h3 className="facts-head">Request</h3>
          <Facts items={[
            ['Reference', <ObjectLink key="ref" id={r.reference} />],
            ['Status', <MoneyStatus key="status" status={r.status} />],
            ['Verification', r.session ? (
              <span key="ses">
                <ObjectLink id={r.session.id} /> <StatusBadge status={r.session.status} />
              </span>
            ) : r.sessionId ? <ObjectLink key="ses" id={r.sessionId} /> : '—'],
            ...(r.messages.length > 0 ? [['Why', r.messages.join(' ')] as [string, ReactNode]] : []),
            ['Requested', formatTime(r.createdAt)],
          ]} />
        </>
      )}
      {a && (
        <>
          <h3 className="facts-head">Account</h3>
          <Facts items={[
            ['Account', <ObjectLink key="id" id={a.id} />],
            ['Account name', a.accountName],
            ['Account number', <span key="no" className="mono">{a.accountNumber}</span>],
            ['Routing number (ABA)', <span key="aba" className="mono">{a.routingNumber}</span>],
            ['Bank', a.bankName],
            ['Opened', formatTime(a.createdAt)],
          ]} />
          <h3 className="facts-head">Counterparties</h3>
          {counterparties.length === 0 ? (
            <None>No counterparty yet.</None>
          ) : (
            <Table plain columns={['Counterparty', 'Bank account', 'Rails', 'Active']}>
              <tbody>
                {counterparties.map(({ node: p }) => (
                  <tr key={p.id}>
                    <td data-label="Counterparty">
                      <div>
                        {p.accountName}
                        <div><ObjectLink id={p.id} /></div>
                      </div>
                    </td>
                    <td data-label="Account">
                      <div>
                        <span className="mono">{p.accountNumber}</span>
                        <span className="sub">
                          {p.institutionName} · ABA <span className="mono">{p.routingNumber}</span>
                        </span>
                      </div>
                    </td>
                    <td data-label="Rails">{p.paymentRails.join(', ')}</td>
                    <td data-label="Active">{p.active ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </Panel>
  );
}

function Transfers({ c }: { c: CustomerData }) {
  const t = c.usdTransfers;
  if (!c.usdAccount && t.edges.length === 0) return null;
  return (
    <Panel title="USD transfers"
      more={t.totalCount > t.edges.length && c.usdAccount && <Link to={`/usd/accounts/${encodeURIComponent(c.usdAccount.id)}`}>All {t.totalCount.toLocaleString()} transfers, on the account’s page</Link>}>
      {t.edges.length === 0 ? (
        <None>No transfer yet.</None>
      ) : (
        <Table plain columns={['Transfer', { label: 'Amount', num: true }, 'To', 'Status', 'Created']}>
          <tbody>
            {t.edges.map(({ node: x }) => (
              <tr key={x.id}>
                <td data-label="Transfer">
                  <div>
                    <ObjectLink id={x.id} />
                    <span className="sub">{x.paymentRail} · {x.reference}</span>
                  </div>
                </td>
                <td data-label="Amount" className="num"><Amount money={x.amount} /></td>
                <td data-label="To">
                  <Link to={`/usd/counterparties/${encodeURIComponent(x.counterparty.id)}`}>{x.counterparty.accountName}</Link>
                </td>
                <td data-label="Status"><MoneyStatus status={x.status} /></td>
                <td data-label="Created" className="nowrap">{formatTime(x.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

function CryptoWallets({ c }: { c: CustomerData }) {
  return (
    <Panel title="Crypto wallets">
      {c.cryptoWallets.length === 0 ? (
        <None>No crypto wallet: a deposit address opens one.</None>
      ) : (
        <Table plain columns={['Wallet', { label: 'Balance', num: true }, { label: 'Available', num: true }]}>
          <tbody>
            {c.cryptoWallets.map((w) => (
              <tr key={w.address.id}>
                <td data-label="Wallet">
                  <div>
                    {coinOnChain(w.address)}
                    <div><ObjectLink id={w.address.id} /></div>
                  </div>
                </td>
                <td data-label="Balance" className="num"><Amount money={w.balance} /></td>
                <td data-label="Available" className="num"><Amount money={w.availableBalance} /></td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

function DepositAddresses({ c }: { c: CustomerData }) {
  const can = useCan();
  const edges = c.depositAddresses.edges;
  // The Crypto page lists the customer's addresses, with the form for a new one.
  const addresses = `/crypto/addresses?customer=${encodeURIComponent(c.id)}`;
  return (
    <Panel title="Deposit addresses" more={c.depositAddresses.pageInfo.hasNextPage && <Link to={addresses}>Every address</Link>}>
      {edges.length === 0 ? (
        <NextStep text="No deposit address.">
          {can('MONEY') && (
            <Link to={addresses} className={buttonClass()}>
              Create a deposit address
            </Link>
          )}
        </NextStep>
      ) : (
        <Table plain columns={['Address', 'Coin', 'Deposits', 'Created']}>
          <tbody>
            {edges.map(({ node: a }) => (
              <tr key={a.id}>
                <td data-label="Address">
                  <div>
                    <Link to={`/crypto/addresses/${encodeURIComponent(a.id)}`} className="mono address">{a.address}</Link>
                    {!a.active && <span className="sub">inactive</span>}
                  </div>
                </td>
                <td data-label="Coin">{coinOnChain(a)}</td>
                <td data-label="Deposits">{a.offramp ? 'Converted to USD' : 'Kept in the coin'}</td>
                <td data-label="Created" className="nowrap">{formatTime(a.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Panel>
  );
}

function Deposits({ c }: { c: CustomerData }) {
  const d = c.cryptoDeposits;
  return (
    <Panel title="Deposits"
      more={d.totalCount > d.edges.length && <Link to={`/crypto/deposits?customer=${encodeURIComponent(c.id)}`}>All {d.totalCount.toLocaleString()} deposits</Link>}>
      {d.edges.length === 0 ? (
        <None>No deposit yet.</None>
      ) : (
        <DepositTable rows={d.edges.map((e) => e.node)} caption="The customer’s deposits, newest first" customer={false} plain />
      )}
    </Panel>
  );
}
