// Pieces the FX, crypto, USD and sandbox pages share: an amount, a
// customer's link and a money status's badge.
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { formatMoney, type MoneyLike } from '../../lib/money';
import { Link } from '../../lib/router';
import { Badge, type Tone } from '../ui/Badge';
import './money.css';

// Every amount the money pages read: what MoneyLike needs.
graphql(`
  fragment MoneyFields on Money {
    amount
    currency
    decimals
  }
`);

/** Amount shows an amount in major units with its currency ("1,234.50 USD"). */
export function Amount({ money, signed }: { money: MoneyLike; signed?: boolean }) {
  const negative = money.amount.startsWith('-');
  const cls = signed ? (negative ? 'amount amount-out' : 'amount amount-in') : 'amount';
  return <span className={cls}>{signed && !negative && money.amount !== '0' ? '+' : ''}{formatMoney(money)}</span>;
}

/** CustomerLink is a customer's id, linked to the customer's page. */
export function CustomerLink({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <Link to={'/customers/' + encodeURIComponent(id)}>
      {children ?? <code>{id}</code>}
    </Link>
  );
}

const TONES: Record<string, Tone> = {
  PENDING: 'warning',
  PROCESSING: 'info',
  SUCCESS: 'success',
  APPROVED: 'success',
  FAILED: 'danger',
  REJECTED: 'danger',
  RETURNED: 'danger',
};

const LABELS: Record<string, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SUCCESS: 'Succeeded',
  APPROVED: 'Approved',
  FAILED: 'Failed',
  REJECTED: 'Rejected',
  RETURNED: 'Returned',
};

/** MoneyStatus is the badge of a withdrawal's, a transfer's or a USD account request's status. */
export function MoneyStatus({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{LABELS[status] ?? status}</Badge>;
}

/** The statuses as a filter offers them. */
export function statusOptions(statuses: readonly string[]): { value: string; label: string }[] {
  return [{ value: '', label: 'Any' }, ...statuses.map((s) => ({ value: s, label: LABELS[s] ?? s }))];
}
