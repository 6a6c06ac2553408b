// Getting a quote and executing it before it expires (MONEY only).
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../../gql';
import type { GetFxQuoteMutation } from '../../gql/graphql';
import { formatCountdown, useSecondsLeft } from '../../lib/countdown';
import { fieldProblems } from '../../lib/fields';
import { ObjectLink } from '../developers/Events';
import { Amount } from '../money/parts';
import { Button } from '../ui/Button';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { parseQuote, quoteState, type QuoteDraft } from './quote';

const CREATE_QUOTE = graphql(`
  mutation GetFxQuote($input: CreateFxQuoteInput!) {
    createFxQuote(input: $input) {
      reference
      source {
        ...MoneyFields
      }
      target {
        ...MoneyFields
      }
      rate
      fee {
        ...MoneyFields
      }
      expiresAt
      usedAt
    }
  }
`);

const EXECUTE_QUOTE = graphql(`
  mutation ExecuteFxQuote($reference: ID!, $idempotencyKey: String) {
    executeFxQuote(reference: $reference, idempotencyKey: $idempotencyKey) {
      id
      target {
        ...MoneyFields
      }
    }
  }
`);

type Quote = GetFxQuoteMutation['createFxQuote'];

/** A wallet as the form needs it: its currency and decimals. */
export interface CurrencyOption {
  currency: string;
  decimals: number;
}

function QuoteCard({ quote, onAgain }: { quote: Quote; onAgain(): void }) {
  const left = useSecondsLeft(quote.expiresAt);
  // One key for the quote: a repeated click (or a retry after a lost
  // answer) gets the first exchange back instead of quote_used.
  const [key] = useState(() => crypto.randomUUID());
  const [state, execute] = useMutation(EXECUTE_QUOTE);
  const exchanged = state.data?.executeFxQuote;
  const status = exchanged ? 'used' : quoteState(quote.usedAt, left);
  const run = () =>
    execute({ reference: quote.reference, idempotencyKey: key }, { additionalTypenames: ['FxExchange', 'Wallet', 'LedgerEntry', 'LedgerTransaction'] });
  return (
    <Panel title={`Quote ${quote.reference}`} level={3} className="quote">
      <Facts rows items={[
        ['You sell', <Amount money={quote.source} />],
        ['You get', <Amount money={quote.target} />],
        ['Rate', `1 ${quote.source.currency} = ${quote.rate} ${quote.target.currency}`],
        ['Fee', <Amount money={quote.fee} />],
        ['Expires in', (
          <span className={left <= 10 ? 'countdown countdown-low' : 'countdown'} role="timer" aria-live="off" data-testid="countdown">
            {status === 'used' ? '—' : formatCountdown(left)}
          </span>
        )],
      ]} />
      {status === 'open' && (
        <Button variant="primary" disabled={state.fetching} onClick={run}>
          Exchange {quote.source.currency} to {quote.target.currency}
        </Button>
      )}
      {status === 'expired' && (
        <p role="status">
          This quote has expired.{' '}
          <Button size="small" onClick={onAgain}>
            Get a new quote
          </Button>
        </p>
      )}
      {exchanged && (
        <p role="status">
          Exchanged: <ObjectLink id={exchanged.id} />, <Amount money={exchanged.target} /> credited.
        </p>
      )}
      <ErrorMessage error={state.error} />
    </Panel>
  );
}

/** QuoteForm asks for a quote, then shows it with its countdown and the button that executes it. */
export function QuoteForm({ currencies }: { currencies: readonly CurrencyOption[] }) {
  const [draft, setDraft] = useState<QuoteDraft>({ sourceCurrency: 'USD', targetCurrency: 'NGN', amount: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof QuoteDraft, string>>>({});
  const [state, create] = useMutation(CREATE_QUOTE);
  const [quote, setQuote] = useState<Quote | null>(null);
  const decimals = (c: string) => currencies.find((w) => w.currency === c)?.decimals;
  const ask = async () => {
    const parsed = parseQuote(draft, decimals);
    if (!parsed.ok) return setProblems(parsed.problems);
    setProblems({});
    setQuote(null);
    const r = await create({ input: parsed.input });
    if (r.data) setQuote(r.data.createFxQuote);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void ask();
  };
  const server = fieldProblems(state.error);
  const options = currencies.map((c) => ({ value: c.currency, label: c.currency }));
  return (
    <>
      <form className="inline-form" onSubmit={submit} noValidate aria-label="Get a quote">
        <Select label="Sell" value={draft.sourceCurrency} options={options} onChange={(e) => setDraft({ ...draft, sourceCurrency: e.target.value })} />
        <Select label="Buy" value={draft.targetCurrency} options={options} onChange={(e) => setDraft({ ...draft, targetCurrency: e.target.value })}
          aria-invalid={problems.targetCurrency ? true : undefined} />
        <Field label={`Amount to sell (${draft.sourceCurrency})`} inputMode="decimal" autoComplete="off" value={draft.amount}
          onChange={(e) => setDraft({ ...draft, amount: e.target.value })} problem={problems.amount ?? server.amount?.join(' ')} />
        <Button type="submit" variant="primary" disabled={state.fetching}>
          Get a quote
        </Button>
      </form>
      <ErrorMessage>{problems.targetCurrency}</ErrorMessage>
      <ErrorMessage error={state.error} />
      {quote && <QuoteCard key={quote.reference} quote={quote} onAgain={() => void ask()} />}
    </>
  );
}
