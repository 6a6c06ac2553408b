// USD account requests: each decided by its customer's identity
// verification; KYC links that start one; and a request's page.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { UsdAccountRequestStatus } from '../../gql/graphql';
import { fieldProblems } from '../../lib/fields';
import { Link } from '../../lib/router';
import { useCan } from '../../lib/session';
import { useUrlState } from '../../lib/urlState';
import { ObjectLink } from '../developers/Events';
import { formatTime } from '../developers/format';
import { CustomerPicker } from '../money/CustomerPicker';
import { FilteredList } from '../money/FilteredList';
import { compact, isFiltered, oneOf } from '../money/filters';
import { ObjectPage } from '../money/ObjectPage';
import { CustomerLink, MoneyStatus, statusOptions } from '../money/parts';
import { RequestSandbox } from '../sandbox/actions';
import { StatusBadge } from '../session/StatusBadge';
import { Button } from '../ui/Button';
import { CopyField } from '../ui/CopyField';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';

const REQUESTS = graphql(`
  query UsdAccountRequests($filter: UsdAccountRequestFilter, $first: Int, $after: String) {
    usdAccountRequests(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          reference
          status
          customerId
          customer {
            id
            firstName
            lastName
          }
          session {
            id
            status
          }
          accountId
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

const REQUEST = graphql(`
  query UsdAccountRequest($reference: ID!) {
    usdAccountRequest(reference: $reference) {
      reference
      status
      customerId
      customer {
        id
        firstName
        lastName
        email
      }
      kycLink
      session {
        id
        status
        decisionReason
      }
      accountId
      messages
      identificationNumberLast4
      createdAt
      updatedAt
    }
  }
`);

const KYC_LINK = graphql(`
  mutation CreateUsdKycLink($customerId: ID!, $redirectUrl: String!) {
    createUsdKycLink(customerId: $customerId, redirectUrl: $redirectUrl) {
      reference
      status
      kycLink
    }
  }
`);

// The lists are read again when an object of their kind is made or changes, even while they are empty.
const LISTS = { additionalTypenames: ['UsdAccountRequest', 'UsdAccount'] };

const PAGE_SIZE = 25;
const STATUSES: readonly UsdAccountRequestStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const DEFAULTS = { status: '', customer: '', after: '', prev: [] as string[] };

/** KycLink makes a customer's verification link for a USD account, to send them. */
function KycLink() {
  const [customerId, setCustomerId] = useState('');
  const [redirect, setRedirect] = useState(window.location.origin + '/');
  const [state, create] = useMutation(KYC_LINK);
  const made = state.data?.createUsdKycLink;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await create({ customerId, redirectUrl: redirect.trim() }, { additionalTypenames: ['UsdAccountRequest'] });
  };
  const problems = fieldProblems(state.error);
  return (
    <Panel title="Create a KYC link" level={3} className="money-form" description="The customer verifies their identity through the link; an approved verification opens their USD account.">
      {!customerId ? (
        <CustomerPicker label="Find the customer" onPick={setCustomerId} />
      ) : (
        <form className="inline-form" onSubmit={submit} noValidate aria-label="Create a KYC link">
          <p>
            For <CustomerLink id={customerId} />{' '}
            <Button size="small" onClick={() => setCustomerId('')}>
              Another customer
            </Button>
          </p>
          <Field label="Return to, once verified" type="url" value={redirect} onChange={(e) => setRedirect(e.target.value)}
            problem={problems.redirectUrl?.join(' ')} autoComplete="off" />
          <Button type="submit" variant="primary" disabled={state.fetching}>
            Create the link
          </Button>
          {!problems.redirectUrl && <ErrorMessage error={state.error} />}
        </form>
      )}
      {made?.kycLink && (
        <div role="status">
          <p>
            Request <ObjectLink id={made.reference} /> ({made.status.toLowerCase()}): send this link to the customer.
          </p>
          <CopyField text label="The KYC link" value={made.kycLink} copyLabel="Copy link" testId="kyc-link" />
        </div>
      )}
    </Panel>
  );
}

/** Requests is the USD page's requests tab. */
export function Requests() {
  const can = useCan();
  const [u, set] = useUrlState(DEFAULTS);
  const filter = compact({ status: oneOf(u.status, STATUSES), customerId: u.customer });
  const [result, reexecute] = useQuery({ query: REQUESTS, variables: { filter, first: PAGE_SIZE, after: u.after || null }, context: LISTS });
  const conn = result.data?.usdAccountRequests;
  const filtered = isFiltered(filter);
  return (
    <section className="section" aria-labelledby="requests-title">
      <h2 id="requests-title">Account requests</h2>
      {can('MONEY') && <KycLink />}
      <FilteredList label="account requests" one="request" many="requests" u={u} set={set} defaults={DEFAULTS} filtered={filtered} result={result} conn={conn}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })} emptyText="No USD account requests yet."
        filters={(change) => <Select label="Status" value={u.status} onChange={(e) => change({ status: e.target.value })} options={statusOptions(STATUSES)} />}>
        <Table caption="USD account requests, newest first" columns={['Request', 'Customer', 'Status', 'Verification', 'Account', 'Created']}>
          <tbody>
            {conn?.edges.map(({ node: r }) => (
              <tr key={r.reference}>
                <td data-label="Request">
                  <Link to={'/usd/requests/' + r.reference} className="mono">{r.reference}</Link>
                </td>
                <td data-label="Customer">
                  <CustomerLink id={r.customerId}>{r.customer ? `${r.customer.firstName} ${r.customer.lastName}` : r.customerId}</CustomerLink>
                </td>
                <td data-label="Status">
                  <MoneyStatus status={r.status} />
                  <RequestSandbox reference={r.reference} status={r.status} />
                </td>
                <td data-label="Verification">
                  {r.session ? (
                    <Link to={'/verifications/' + r.session.id}>
                      <StatusBadge status={r.session.status} />
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
                <td data-label="Account">{r.accountId ? <ObjectLink id={r.accountId} /> : '—'}</td>
                <td data-label="Created" className="nowrap">{formatTime(r.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </FilteredList>
    </section>
  );
}

/** RequestPage is one USD account request, with its verification and account. */
export function RequestPage({ reference }: { reference: string }) {
  const [result, reexecute] = useQuery({ query: REQUEST, variables: { reference } });
  const r = result.data?.usdAccountRequest;
  return (
    <ObjectPage title={`USD account request ${reference}`} what={`USD account request ${reference}`} result={result} reexecute={reexecute} found={!!r}
      back={{ to: '/usd/requests', label: 'All account requests' }}>
      {r && (
        <>
          <p>
            <MoneyStatus status={r.status} />
          </p>
          <RequestSandbox reference={r.reference} status={r.status} />
          <Facts items={[
            ['Customer', <CustomerLink id={r.customerId}>{r.customer ? `${r.customer.firstName} ${r.customer.lastName}` : r.customerId}</CustomerLink>],
            ['Verification', r.session ? <><Link to={'/verifications/' + r.session.id} className="mono">{r.session.id}</Link> <StatusBadge status={r.session.status} /></> : 'None started'],
            ['Account', r.accountId ? <ObjectLink id={r.accountId} /> : 'Opened on approval'],
            ['Identification number', r.identificationNumberLast4 ? `ending ${r.identificationNumberLast4}` : '—'],
            ['Created', formatTime(r.createdAt)],
            ['Updated', formatTime(r.updatedAt)],
          ]} />
          {r.messages.length > 0 && (
            <>
              <h2>Why it was rejected</h2>
              <ul>
                {r.messages.map((m) => <li key={m}>{m}</li>)}
              </ul>
            </>
          )}
          {r.kycLink && (
            <section className="section" aria-labelledby="kyc-link-title">
              <h2 id="kyc-link-title">KYC link</h2>
              <CopyField text label="The KYC link" value={r.kycLink} copyLabel="Copy link" />
            </section>
          )}
        </>
      )}
    </ObjectPage>
  );
}
