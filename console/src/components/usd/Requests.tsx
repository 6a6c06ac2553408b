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
import { Field } from '../Field';
import { ErrorMessage } from '../Page';
import { ObjectLink } from '../developers/Events';
import { formatTime } from '../developers/format';
import { CopyButton, Facts } from '../developers/ui';
import { CustomerPicker } from '../money/CustomerPicker';
import { compact, isFiltered, oneOf } from '../money/filters';
import { FilteredList } from '../money/FilteredList';
import { CustomerLink, MoneyStatus, statusOptions } from '../money/ui';
import { RequestSandbox } from '../sandbox/actions';
import { SelectField, StatusBadge } from '../session/ui';
import { ObjectPage } from '../money/ObjectPage';

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
    <div className="card">
      <h3>Create a KYC link</h3>
      <p className="section-text">The customer verifies their identity through the link; an approved verification opens their USD account.</p>
      {!customerId ? (
        <CustomerPicker label="Find the customer" onPick={setCustomerId} />
      ) : (
        <form className="inline-form" onSubmit={submit} noValidate aria-label="Create a KYC link">
          <p>
            For <CustomerLink id={customerId} />{' '}
            <button type="button" className="button button-small" onClick={() => setCustomerId('')}>
              Another customer
            </button>
          </p>
          <Field label="Return to, once verified" type="url" value={redirect} onChange={(e) => setRedirect(e.target.value)}
            problem={problems.redirectUrl?.join(' ')} autoComplete="off" />
          <button type="submit" className="button button-primary" disabled={state.fetching}>
            Create the link
          </button>
          {!problems.redirectUrl && <ErrorMessage error={state.error} />}
        </form>
      )}
      {made?.kycLink && (
        <div role="status">
          <p>
            Request <ObjectLink id={made.reference} /> ({made.status.toLowerCase()}): send this link to the customer.
          </p>
          <p className="secret-value">
            <code data-testid="kyc-link">{made.kycLink}</code>
          </p>
          <CopyButton text={made.kycLink} label="Copy link" />
        </div>
      )}
    </div>
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
        filters={(change) => <SelectField label="Status" value={u.status} onChange={(e) => change({ status: e.target.value })} options={statusOptions(STATUSES)} />}>
        <table className="data-table stack-table">
          <caption className="sr-only">USD account requests, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Customer</th>
              <th scope="col">Status</th>
              <th scope="col">Verification</th>
              <th scope="col">Account</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
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
        </table>
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
              <p className="secret-value">
                <code>{r.kycLink}</code>
              </p>
              <CopyButton text={r.kycLink} label="Copy link" />
            </section>
          )}
        </>
      )}
    </ObjectPage>
  );
}
