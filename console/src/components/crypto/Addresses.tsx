// Deposit addresses: a customer's (the API lists them per customer), a new
// one, and an address's page with its QR code, off-ramp switch and deposits.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { Chain, Coin } from '../../gql/graphql';
import { href, Link, useNavigate } from '../../lib/router';
import { useCan } from '../../lib/session';
import { useUrlState } from '../../lib/urlState';
import { formatTime } from '../developers/format';
import { CustomerPicker } from '../money/CustomerPicker';
import { ObjectPage } from '../money/ObjectPage';
import { CustomerLink } from '../money/parts';
import { QrCode } from '../money/QrCode';
import { DepositSandbox } from '../sandbox/actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Check } from '../ui/Check';
import { CopyField } from '../ui/CopyField';
import { EmptyState } from '../ui/EmptyState';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { QueryState } from '../ui/QueryState';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';
import { CHAINS_OF, CHAIN_LABELS, COINS } from './assets';
import { DepositTable } from './Deposits';

// A deposit address as the lists show it (here and on a customer's page).
graphql(`
  fragment AddressRow on DepositAddress {
    id
    address
    coin
    chain
    offramp
    active
    createdAt
  }
`);

const CUSTOMER_ADDRESSES = graphql(`
  query CustomerAddresses($id: ID!) {
    customer(id: $id) {
      id
      firstName
      lastName
      email
      depositAddresses(first: 100) {
        edges {
          node {
            ...AddressRow
          }
        }
      }
    }
  }
`);

const CREATE_ADDRESS = graphql(`
  mutation CreateDepositAddress($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      id
    }
  }
`);

const ADDRESS = graphql(`
  query DepositAddress($id: ID!) {
    depositAddress(id: $id) {
      id
      address
      coin
      chain
      offramp
      active
      customerId
      createdAt
      updatedAt
    }
    cryptoDeposits(filter: { addressId: $id }, first: 20) {
      totalCount
      edges {
        node {
          ...DepositRow
        }
      }
    }
  }
`);

const SET_OFFRAMP = graphql(`
  mutation SetOfframp($id: ID!, $offramp: Boolean!) {
    updateDepositAddress(id: $id, offramp: $offramp) {
      id
      offramp
      updatedAt
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['DepositAddress', 'CryptoDeposit'] };

function NewAddress({ customerId }: { customerId: string }) {
  const navigate = useNavigate();
  const [coin, setCoin] = useState<Coin>('USDC');
  const [chain, setChain] = useState<Chain>('BASE');
  const [offramp, setOfframp] = useState(false);
  const [state, create] = useMutation(CREATE_ADDRESS);
  const chains = CHAINS_OF[coin];
  const pickCoin = (c: Coin) => {
    setCoin(c);
    if (!CHAINS_OF[c].includes(chain)) setChain(CHAINS_OF[c][0]);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await create({ input: { customerId, coin, chain, offramp } }, { additionalTypenames: ['DepositAddress'] });
    if (r.data) navigate(href('/crypto/addresses/' + r.data.createDepositAddress.id));
  };
  return (
    <form className="inline-form" onSubmit={submit} aria-label="New deposit address">
      <Select label="Coin" value={coin} onChange={(e) => pickCoin(e.target.value as Coin)} options={COINS.map((c) => ({ value: c, label: c }))} />
      <Select label="Chain" value={chain} onChange={(e) => setChain(e.target.value as Chain)} options={chains.map((c) => ({ value: c, label: CHAIN_LABELS[c] }))} />
      <Check label="Off-ramp: convert deposits to USD" checked={offramp} onChange={(e) => setOfframp(e.target.checked)} />
      <Button type="submit" variant="primary" disabled={state.fetching}>
        Create a deposit address
      </Button>
      <ErrorMessage error={state.error} />
    </form>
  );
}

/** Addresses is the crypto page's addresses tab: a customer's addresses, and a new one. */
export function Addresses() {
  const can = useCan();
  const [u, set] = useUrlState({ customer: '' });
  const [result, reexecute] = useQuery({ query: CUSTOMER_ADDRESSES, variables: { id: u.customer }, pause: !u.customer, context: LISTS });
  const customer = result.data?.customer;
  const rows = customer?.depositAddresses.edges ?? [];
  return (
    <section className="section" aria-labelledby="addresses-title">
      <h2 id="addresses-title">Deposit addresses</h2>
      <p className="section-text">Each customer has their own addresses, one per coin and chain they receive on.</p>
      {!u.customer ? (
        <CustomerPicker label="Find a customer" onPick={(customer) => set({ customer })} />
      ) : (
        <QueryState loading={!result.data && !result.error} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
          empty={!!result.data && !customer} emptyMessage={<p>There is no customer {u.customer} in this organization and mode.</p>}>
          {customer && (
            <>
              <p>
                Addresses of <CustomerLink id={customer.id}>{customer.firstName} {customer.lastName}</CustomerLink> ({customer.email}).{' '}
                <Button size="small" onClick={() => set({ customer: '' })}>
                  Another customer
                </Button>
              </p>
              {can('MONEY') && <NewAddress customerId={customer.id} />}
              {rows.length === 0 ? (
                <EmptyState>
                  <p>This customer has no deposit address yet.</p>
                </EmptyState>
              ) : (
                <Table caption="The customer’s deposit addresses" columns={['Address', 'Coin', 'Chain', 'Off-ramp', 'Created']}>
                  <tbody>
                    {rows.map(({ node: a }) => (
                      <tr key={a.id}>
                        <td data-label="Address">
                          <Link to={'/crypto/addresses/' + a.id} className="mono address-text">{a.address}</Link>
                        </td>
                        <td data-label="Coin">{a.coin}</td>
                        <td data-label="Chain">{CHAIN_LABELS[a.chain]}</td>
                        <td data-label="Off-ramp">{a.offramp ? <Badge tone="info">On</Badge> : <Badge>Off</Badge>}</td>
                        <td data-label="Created" className="nowrap">{formatTime(a.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

/** AddressPage is one deposit address: its QR code, its off-ramp switch, and the deposits it received. */
export function AddressPage({ id }: { id: string }) {
  const can = useCan();
  const [result, reexecute] = useQuery({ query: ADDRESS, variables: { id }, context: LISTS });
  const [offrampState, setOfframp] = useMutation(SET_OFFRAMP);
  const a = result.data?.depositAddress;
  const deposits = result.data?.cryptoDeposits;
  return (
    <ObjectPage title={`Deposit address ${id}`} what={`deposit address ${id}`} result={result} reexecute={reexecute} found={!!a}
      back={{ to: '/crypto/addresses', label: 'Deposit addresses' }}>
      {a && (
        <>
          <div className="address-box">
            <QrCode text={a.address} label={`QR code of the address ${a.address}`} />
            <div>
              <CopyField text label="The address" value={a.address} copyLabel="Copy address" testId="address" />
              <Facts items={[
                ['Coin', a.coin],
                ['Chain', CHAIN_LABELS[a.chain]],
                ['Customer', <CustomerLink id={a.customerId} />],
                ['Off-ramp', a.offramp ? 'On: deposits are converted to USD into the organization’s wallet' : 'Off: deposits credit the customer’s crypto wallet'],
                ['Active', a.active ? 'Yes' : 'No'],
                ['Created', formatTime(a.createdAt)],
              ]} />
              {can('MONEY') && (
                <Button disabled={offrampState.fetching} onClick={() => setOfframp({ id: a.id, offramp: !a.offramp })}>
                  {a.offramp ? 'Turn the off-ramp off' : 'Turn the off-ramp on'}
                </Button>
              )}
              <ErrorMessage error={offrampState.error} />
            </div>
          </div>
          <section className="section" aria-labelledby="address-deposits">
            <h2 id="address-deposits">Deposits</h2>
            <DepositSandbox addressId={a.id} coin={a.coin} />
            {deposits && deposits.edges.length > 0 ? (
              <DepositTable rows={deposits.edges.map((e) => e.node)} caption="Deposits to this address, newest first" />
            ) : (
              <EmptyState>
                <p>No deposit to this address yet.</p>
              </EmptyState>
            )}
          </section>
        </>
      )}
    </ObjectPage>
  );
}
