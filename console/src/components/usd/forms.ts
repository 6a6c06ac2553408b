// The USD page's forms, read into their GraphQL inputs: a counterparty
// (the bank account a USD account pays) and a transfer to it.
import type { CreateCounterpartyInput, CreateUsdTransferInput, PaymentRail } from '../../gql/graphql';
import { parseMajor } from '../../lib/money';

/** Dollars have 2 decimals. */
export const USD_DECIMALS = 2;

export const RAIL_LABELS: Record<PaymentRail, string> = { ACH: 'ACH', FEDWIRE: 'Wire (Fedwire)' };

/** The counterparty form as typed. */
export interface CounterpartyDraft {
  isCorporate: boolean;
  firstName: string;
  lastName: string;
  businessName: string;
  email: string;
  accountName: string;
  accountNumber: string;
  routingNumber: string;
  institutionName: string;
  accountType: string;
  rails: PaymentRail[];
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const EMPTY_COUNTERPARTY: CounterpartyDraft = {
  isCorporate: false,
  firstName: '',
  lastName: '',
  businessName: '',
  email: '',
  accountName: '',
  accountNumber: '',
  routingNumber: '',
  institutionName: '',
  accountType: 'CHECKING',
  rails: ['ACH'],
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

/** The server's answer about a routing number (checkRoutingNumber). */
export interface RoutingVerdict {
  valid: boolean;
  message?: string | null;
}

export type Problems<T> = Partial<Record<keyof T, string>>;

export type Parsed<I, T> = { ok: true; input: I } | { ok: false; problems: Problems<T> };

/** routingDigits is a routing number as typed, without spaces and dashes; null when it is not nine digits. */
export function routingDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/**
 * parseCounterparty reads the counterparty form for the account accountId.
 * The routing number must have been checked valid (verdict: undefined
 * while the check is pending).
 */
export function parseCounterparty(accountId: string, d: CounterpartyDraft, verdict: RoutingVerdict | undefined): Parsed<CreateCounterpartyInput, CounterpartyDraft> {
  const p: Problems<CounterpartyDraft> = {};
  const need = (key: keyof CounterpartyDraft, what: string) => {
    if (String(d[key]).trim() === '') p[key] = `Enter ${what}.`;
  };
  if (d.isCorporate) need('businessName', 'the business’s name');
  else {
    need('firstName', 'the first name');
    need('lastName', 'the last name');
  }
  need('accountName', 'the name on the account');
  const accountNumber = d.accountNumber.replace(/[\s-]/g, '');
  if (!/^\d{4,17}$/.test(accountNumber)) p.accountNumber = 'An account number has 4 to 17 digits.';
  const routing = routingDigits(d.routingNumber);
  if (!routing) p.routingNumber = 'A routing number has nine digits.';
  else if (!verdict) p.routingNumber = 'The routing number is being checked.';
  else if (!verdict.valid) p.routingNumber = verdict.message || 'This is not a valid ABA routing number.';
  need('institutionName', 'the bank’s name');
  if (d.accountType !== 'CHECKING' && d.accountType !== 'SAVINGS') p.accountType = 'Choose checking or savings.';
  if (d.rails.length === 0) p.rails = 'Choose at least one way to pay.';
  need('street', 'the street');
  need('city', 'the city');
  need('state', 'the state');
  need('postalCode', 'the postal code');
  if (!/^[A-Za-z]{2}$/.test(d.country.trim())) p.country = 'Two letters, such as US.';
  if (d.email.trim() !== '' && !/^[^\s@]+@[^\s@]+$/.test(d.email.trim())) p.email = 'Enter an email address, or nothing.';
  if (Object.keys(p).length > 0) return { ok: false, problems: p };
  const opt = (s: string) => s.trim() || null;
  return {
    ok: true,
    input: {
      accountId,
      isCorporate: d.isCorporate,
      firstName: d.isCorporate ? null : opt(d.firstName),
      lastName: d.isCorporate ? null : opt(d.lastName),
      businessName: d.isCorporate ? opt(d.businessName) : null,
      email: opt(d.email),
      accountName: d.accountName.trim(),
      accountNumber,
      routingNumber: routing!,
      institutionName: d.institutionName.trim(),
      accountType: d.accountType,
      paymentRails: d.rails,
      beneficiaryAddress: {
        street: d.street.trim(),
        city: d.city.trim(),
        state: d.state.trim(),
        postalCode: d.postalCode.trim(),
        country: d.country.trim().toUpperCase(),
      },
    },
  };
}

/** The transfer form as typed. */
export interface TransferDraft {
  /** Dollars ("125.50"). */
  amount: string;
  rail: string;
  memo: string;
  reason: string;
  reference: string;
}

/** parseTransfer reads the transfer form to counterpartyId, whose rails are those offered. */
export function parseTransfer(counterpartyId: string, rails: readonly PaymentRail[], d: TransferDraft): Parsed<CreateUsdTransferInput, TransferDraft> {
  const p: Problems<TransferDraft> = {};
  const amount = parseMajor(d.amount, USD_DECIMALS);
  if (!amount.ok) p.amount = amount.message;
  const rail = rails.find((r) => r === d.rail);
  if (!rail) p.rail = 'Choose how to pay.';
  if (d.memo.trim().length > 80) p.memo = 'At most 80 characters.';
  if (!amount.ok || !rail || Object.keys(p).length > 0) return { ok: false, problems: p };
  return {
    ok: true,
    input: {
      counterpartyId,
      amount: amount.minor,
      paymentRail: rail,
      memo: d.memo.trim() || null,
      reason: d.reason.trim() || null,
      reference: d.reference.trim() || null,
    },
  };
}
