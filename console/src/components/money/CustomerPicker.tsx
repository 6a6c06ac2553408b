// Finding a customer by name or email, for the pages that act for one
// (deposit addresses, KYC links).
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';

const FIND_CUSTOMERS = graphql(`
  query FindCustomers($search: String, $first: Int) {
    customers(filter: { search: $search }, first: $first) {
      edges {
        node {
          id
          firstName
          lastName
          email
        }
      }
    }
  }
`);

/** CustomerPicker offers the customers whose name or email match what is typed; picking one calls onPick with its id. */
export function CustomerPicker({ label, onPick }: { label: string; onPick(id: string): void }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const t = window.setTimeout(() => setSearch(typed.trim()), 300);
    return () => window.clearTimeout(t);
  }, [typed]);
  const [result] = useQuery({ query: FIND_CUSTOMERS, variables: { search: search || null, first: 8 } });
  const found = result.data?.customers.edges ?? [];
  return (
    <div className="customer-picker">
      <Field label={label} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off"
        hint="A name, an email, or part of one; the newest customers are listed first." />
      <ul className="picker-list" aria-label="Matching customers">
        {found.map(({ node: c }) => (
          <li key={c.id}>
            <Button size="small" onClick={() => onPick(c.id)}>
              {c.firstName} {c.lastName} <span className="muted">{c.email}</span>
            </Button>
          </li>
        ))}
        {result.data && found.length === 0 && <li className="muted">No customer matches.</li>}
      </ul>
    </div>
  );
}
