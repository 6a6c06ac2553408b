import { expect, test } from 'vitest';
import { parseQuote, quoteState } from './quote';

const decimals = (c: string) => ({ USD: 2, NGN: 2, JPY: 0 })[c];

test('a quote asks in the source currency’s minor units', () => {
  expect(parseQuote({ sourceCurrency: 'USD', targetCurrency: 'NGN', amount: '1,000.25' }, decimals)).toEqual({
    ok: true,
    input: { sourceCurrency: 'USD', targetCurrency: 'NGN', amount: '100025' },
  });
  expect(parseQuote({ sourceCurrency: 'JPY', targetCurrency: 'USD', amount: '500' }, decimals)).toEqual({
    ok: true,
    input: { sourceCurrency: 'JPY', targetCurrency: 'USD', amount: '500' },
  });
});

test('a quote needs two currencies and an amount the source currency can hold', () => {
  expect(parseQuote({ sourceCurrency: 'USD', targetCurrency: 'USD', amount: '1' }, decimals)).toEqual({
    ok: false,
    problems: { targetCurrency: 'Choose another currency than the one sold.' },
  });
  expect(parseQuote({ sourceCurrency: 'JPY', targetCurrency: 'NGN', amount: '1.5' }, decimals)).toEqual({
    ok: false,
    problems: { amount: 'This currency has no decimals.' },
  });
  expect(parseQuote({ sourceCurrency: '', targetCurrency: 'XXX', amount: '1' }, decimals)).toEqual({
    ok: false,
    problems: { sourceCurrency: 'Choose the currency to sell.', targetCurrency: 'Choose the currency to buy.' },
  });
});

test('a quote is open until it expires or is used', () => {
  expect(quoteState(null, 12)).toBe('open');
  expect(quoteState(null, 0)).toBe('expired');
  expect(quoteState('2026-11-23T10:00:00Z', 12)).toBe('used');
});
