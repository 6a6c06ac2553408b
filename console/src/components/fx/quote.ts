// The quote form, read into the createFxQuote input; and what a quote's
// state is as its expiry nears.
import type { CreateFxQuoteInput } from '../../gql/graphql';
import { parseMajor } from '../../lib/money';

export interface QuoteDraft {
  sourceCurrency: string;
  targetCurrency: string;
  /** In the source currency's major units. */
  amount: string;
}

export type ParsedQuote = { ok: true; input: CreateFxQuoteInput } | { ok: false; problems: Partial<Record<keyof QuoteDraft, string>> };

/** parseQuote reads the form; decimals gives each currency's decimals (undefined for one the organization has no wallet of). */
export function parseQuote(d: QuoteDraft, decimals: (currency: string) => number | undefined): ParsedQuote {
  const problems: Partial<Record<keyof QuoteDraft, string>> = {};
  const places = decimals(d.sourceCurrency);
  if (places === undefined) problems.sourceCurrency = 'Choose the currency to sell.';
  if (decimals(d.targetCurrency) === undefined) problems.targetCurrency = 'Choose the currency to buy.';
  else if (d.targetCurrency === d.sourceCurrency) problems.targetCurrency = 'Choose another currency than the one sold.';
  const amount = places === undefined ? null : parseMajor(d.amount, places);
  if (amount && !amount.ok) problems.amount = amount.message;
  if (!amount?.ok || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, input: { sourceCurrency: d.sourceCurrency, targetCurrency: d.targetCurrency, amount: amount.minor } };
}

/** What can be done with a quote now. */
export type QuoteState = 'open' | 'expired' | 'used';

/** quoteState is a quote's state, from when it was used and the seconds left before it expires. */
export function quoteState(usedAt: string | null | undefined, secondsLeft: number): QuoteState {
  if (usedAt) return 'used';
  return secondsLeft > 0 ? 'open' : 'expired';
}
