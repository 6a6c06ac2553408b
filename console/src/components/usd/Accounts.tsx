// USD accounts with their routing details; an account's page with its
// counterparties (a new one, its routing number checked as it is typed)
// and transfers; and a counterparty's page, from which it is paid.
import { useState, type FormEvent } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { PaymentRail } from '../../gql/graphql';
import { fieldProblems, unclaimed } from '../../lib/fields';
import { checked, useLiveCheck } from '../../lib/liveCheck';
import { href, Link, useNavigate } from '../../lib/router';
import { useCan } from '../../lib/session';
import { formatTime } from '../developers/format';
import { useCursor } from '../developers/paging';
import { CheckedField } from '../money/CheckedField';
import { ObjectPage } from '../money/ObjectPage';
import { CustomerLink } from '../money/parts';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Check } from '../ui/Check';
import { EmptyState } from '../ui/EmptyState';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { Fieldset } from '../ui/Fieldset';
import { Pager } from '../ui/Pager';
import { Panel } from '../ui/Panel';
import { QueryState } from '../ui/QueryState';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';
import { EMPTY_COUNTERPARTY, RAIL_LABELS, parseCounterparty, routingDigits, type CounterpartyDraft, type Problems } from './forms';
import { SendTransfer, TransferList } from './Transfers';

const ACCOUNTS = graphql(`
  query UsdAccounts($first: Int, $after: String) {
    usdAccounts(first: $first, after: $after) {
      edges {
        node {
          id
          customerId
          accountName
          accountNumber
          routingNumber
          bankName
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

// A counterparty as the lists show it (here and on a customer's page).
graphql(`
  fragment CounterpartyRow on Counterparty {
    id
    accountName
    accountNumber
    routingNumber
    institutionName
    paymentRails
    active
  }
`);

const ACCOUNT = graphql(`
  query UsdAccount($id: ID!) {
    usdAccount(id: $id) {
      id
      customerId
      accountName
      accountNumber
      routingNumber
      bankName
      createdAt
      counterparties(first: 100) {
        edges {
          node {
            ...CounterpartyRow
          }
        }
      }
    }
  }
`);

const COUNTERPARTY = graphql(`
  query Counterparty($id: ID!) {
    counterparty(id: $id) {
      id
      accountId
      isCorporate
      firstName
      lastName
      businessName
      email
      accountName
      accountNumber
      routingNumber
      institutionName
      accountType
      paymentRails
      active
      createdAt
    }
  }
`);

const CHECK_ROUTING = graphql(`
  query CheckRoutingNumber($routingNumber: String!) {
    checkRoutingNumber(routingNumber: $routingNumber) {
      valid
      message
    }
  }
`);

const CREATE_COUNTERPARTY = graphql(`
  mutation CreateCounterparty($input: CreateCounterpartyInput!) {
    createCounterparty(input: $input) {
      id
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['UsdAccount', 'Counterparty'] };

const PAGE_SIZE = 25;

/** Accounts is the USD page's accounts tab. */
export function Accounts() {
  const cursor = useCursor();
  const [result, reexecute] = useQuery({ query: ACCOUNTS, variables: { first: PAGE_SIZE, after: cursor.after }, context: LISTS });
  const conn = result.data?.usdAccounts;
  return (
    <section className="section" aria-labelledby="accounts-title">
      <h2 id="accounts-title">Accounts</h2>
      <p className="section-text">A customer’s USD account opens when their request is approved.</p>
      <QueryState loading={!conn && !result.error} error={conn ? undefined : result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={conn?.edges.length === 0} emptyMessage={<p>No USD accounts yet.</p>}>
        {conn && (
          <Table caption="USD accounts, newest first" columns={['Account', 'Customer', 'Account number', 'Routing number', 'Bank', 'Opened']}>
            <tbody>
              {conn.edges.map(({ node: a }) => (
                <tr key={a.id}>
                  <td data-label="Account">
                    <Link to={'/usd/accounts/' + a.id}>{a.accountName}</Link>
                    <div className="muted mono">{a.id}</div>
                  </td>
                  <td data-label="Customer"><CustomerLink id={a.customerId} /></td>
                  <td data-label="Account number" className="mono">{a.accountNumber}</td>
                  <td data-label="Routing number" className="mono">{a.routingNumber}</td>
                  <td data-label="Bank">{a.bankName}</td>
                  <td data-label="Opened" className="nowrap">{formatTime(a.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>
      {conn && (
        <Pager hasPrevious={!cursor.isFirst} hasNext={conn.pageInfo.hasNextPage} label="Account pages" onPrevious={cursor.previous}
          onNext={() => conn.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
      )}
    </section>
  );
}

/** AddCounterparty adds a bank account the USD account pays; its routing number is checked as it is typed. */
function AddCounterparty({ accountId, onDone }: { accountId: string; onDone(): void }) {
  const client = useClient();
  const navigate = useNavigate();
  const [d, setD] = useState<CounterpartyDraft>(EMPTY_COUNTERPARTY);
  const [problems, setProblems] = useState<Problems<CounterpartyDraft>>({});
  const [state, create] = useMutation(CREATE_COUNTERPARTY);
  const routing = routingDigits(d.routingNumber);
  const check = useLiveCheck(routing, async (routingNumber) => {
    const r = await client.query(CHECK_ROUTING, { routingNumber }, { requestPolicy: 'network-only' }).toPromise();
    if (r.error || !r.data) throw r.error ?? new Error('No answer.');
    return r.data.checkRoutingNumber;
  });
  const set = (changes: Partial<CounterpartyDraft>) => setD({ ...d, ...changes });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseCounterparty(accountId, d, checked(check, routing));
    if (!parsed.ok) return setProblems(parsed.problems);
    setProblems({});
    const r = await create({ input: parsed.input }, { additionalTypenames: ['Counterparty'] });
    if (r.data) navigate(href('/usd/counterparties/' + r.data.createCounterparty.id));
  };
  const server = fieldProblems(state.error);
  const serverNames: Partial<Record<keyof CounterpartyDraft, string>> = {
    rails: 'paymentRails', street: 'beneficiaryAddress.street', city: 'beneficiaryAddress.city', state: 'beneficiaryAddress.state',
    postalCode: 'beneficiaryAddress.postalCode', country: 'beneficiaryAddress.country',
  };
  const first = (name: keyof CounterpartyDraft) => problems[name] ?? server[serverNames[name] ?? name]?.join(' ');
  const rest = unclaimed(server, [...Object.keys(EMPTY_COUNTERPARTY), ...Object.values(serverNames)]);
  const text = (name: keyof CounterpartyDraft, label: string, extra: Record<string, unknown> = {}) => (
    <Field label={label} value={String(d[name])} onChange={(e) => set({ [name]: e.target.value })} problem={first(name)} autoComplete="off" {...extra} />
  );
  const toggleRail = (rail: PaymentRail, on: boolean) => set({ rails: on ? [...d.rails, rail] : d.rails.filter((r) => r !== rail) });
  return (
    <Panel title="Add a counterparty" level={3} className="money-form">
      <form className="form" onSubmit={submit} noValidate aria-label="Add a counterparty">
        <Check label="A business" checked={d.isCorporate} onChange={(e) => set({ isCorporate: e.target.checked })} />
        <div className="form-grid">
          {d.isCorporate ? text('businessName', 'Business name') : (
            <>
              {text('firstName', 'First name')}
              {text('lastName', 'Last name')}
            </>
          )}
          {text('email', 'Email (optional)', { type: 'email' })}
          {text('accountName', 'Name on the account')}
          {text('accountNumber', 'Account number', { inputMode: 'numeric' })}
          <CheckedField label="Routing number" value={d.routingNumber} onChange={(e) => set({ routingNumber: e.target.value })} state={check}
            validText="A valid ABA routing number" problem={first('routingNumber')} inputMode="numeric" hint="Nine digits." />
          {text('institutionName', 'Bank name')}
          <Select label="Account type" value={d.accountType} onChange={(e) => set({ accountType: e.target.value })}
            options={[{ value: 'CHECKING', label: 'Checking' }, { value: 'SAVINGS', label: 'Savings' }]} />
        </div>
        <Fieldset legend="Pay by" problem={first('rails')}>
          {(Object.keys(RAIL_LABELS) as PaymentRail[]).map((r) => (
            <Check key={r} label={RAIL_LABELS[r]} checked={d.rails.includes(r)} onChange={(e) => toggleRail(r, e.target.checked)} />
          ))}
        </Fieldset>
        <Fieldset legend="The beneficiary’s address">
          <div className="form-grid">
            {text('street', 'Street')}
            {text('city', 'City')}
            {text('state', 'State')}
            {text('postalCode', 'Postal code')}
            {text('country', 'Country')}
          </div>
        </Fieldset>
        {rest.length > 0 ? <ErrorMessage>{rest.join(' ')}</ErrorMessage> : Object.keys(server).length === 0 && <ErrorMessage error={state.error} />}
        <Actions>
          <Button type="submit" variant="primary" disabled={state.fetching || (check.status === 'done' && !check.result.valid)}>
            Add counterparty
          </Button>
          <Button onClick={onDone}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** AccountPage is one USD account: its routing details, counterparties and transfers. */
export function AccountPage({ id }: { id: string }) {
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const [result, reexecute] = useQuery({ query: ACCOUNT, variables: { id }, context: LISTS });
  const a = result.data?.usdAccount;
  const cps = a?.counterparties.edges ?? [];
  return (
    <ObjectPage title={a ? a.accountName : `USD account ${id}`} what={`USD account ${id}`} result={result} reexecute={reexecute} found={!!a}
      back={{ to: '/usd/accounts', label: 'All accounts' }}>
      {a && (
        <>
          <Facts items={[
            ['Account number', <code>{a.accountNumber}</code>],
            ['Routing number (ABA)', <code>{a.routingNumber}</code>],
            ['Bank', a.bankName],
            ['Customer', <CustomerLink id={a.customerId} />],
            ['Account id', <code>{a.id}</code>],
            ['Opened', formatTime(a.createdAt)],
          ]} />
          <section className="section" aria-labelledby="cpty-title">
            <div className="section-head">
              <h2 id="cpty-title">Counterparties</h2>
              {can('MONEY') && !adding && (
                <Button variant="primary" onClick={() => setAdding(true)}>
                  Add a counterparty
                </Button>
              )}
            </div>
            {adding && <AddCounterparty accountId={a.id} onDone={() => setAdding(false)} />}
            {cps.length === 0 ? (
              <EmptyState>
                <p>No counterparties yet.</p>
              </EmptyState>
            ) : (
              <Table caption="Counterparties, oldest first" columns={['Name', 'Bank', 'Routing number', 'Account number', 'Rails']}>
                <tbody>
                  {cps.map(({ node: c }) => (
                    <tr key={c.id}>
                      <td data-label="Name">
                        <Link to={'/usd/counterparties/' + c.id}>{c.accountName}</Link> {!c.active && <Badge>Inactive</Badge>}
                      </td>
                      <td data-label="Bank">{c.institutionName}</td>
                      <td data-label="Routing number" className="mono">{c.routingNumber}</td>
                      <td data-label="Account number" className="mono">{c.accountNumber}</td>
                      <td data-label="Rails">{c.paymentRails.map((r) => RAIL_LABELS[r]).join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </section>
          <TransferList base={{ accountId: a.id }} title="Transfers from this account" emptyText="No transfers from this account yet." />
        </>
      )}
    </ObjectPage>
  );
}

/** CounterpartyPage is one counterparty: its bank details, a transfer to it, and the transfers it received. */
export function CounterpartyPage({ id }: { id: string }) {
  const can = useCan();
  const [result, reexecute] = useQuery({ query: COUNTERPARTY, variables: { id } });
  const c = result.data?.counterparty;
  const who = c ? (c.isCorporate ? c.businessName : `${c.firstName} ${c.lastName}`.trim()) : '';
  return (
    <ObjectPage title={c ? c.accountName : `Counterparty ${id}`} what={`counterparty ${id}`} result={result} reexecute={reexecute} found={!!c}
      back={c ? { to: '/usd/accounts/' + c.accountId, label: 'Its USD account' } : { to: '/usd/accounts', label: 'USD accounts' }}>
      {c && (
        <>
          <Facts items={[
            [c.isCorporate ? 'Business' : 'Person', who || '—'],
            ['Bank', c.institutionName],
            ['Routing number (ABA)', <code>{c.routingNumber}</code>],
            ['Account number', <code>{c.accountNumber}</code>],
            ['Account type', c.accountType.toLowerCase()],
            ['Rails', c.paymentRails.map((r) => RAIL_LABELS[r]).join(', ')],
            ['Email', c.email || '—'],
            ['Counterparty id', <code>{c.id}</code>],
            ['Added', formatTime(c.createdAt)],
          ]} />
          {can('MONEY') && c.active && <SendTransfer counterpartyId={c.id} rails={c.paymentRails} />}
          <TransferList base={{ counterpartyId: c.id }} title="Transfers to this counterparty" emptyText="No transfers to this counterparty yet." />
        </>
      )}
    </ObjectPage>
  );
}
