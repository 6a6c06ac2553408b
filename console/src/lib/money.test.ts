import { describe, expect, it } from 'vitest';
import { formatMoney, parseMajor, toMajor } from './money';

describe('toMajor', () => {
  it.each([
    ['0', 2, '0.00'],
    ['5', 2, '0.05'],
    ['-5', 2, '-0.05'],
    ['123450', 2, '1234.50'],
    ['10000000000000001', 2, '100000000000000.01'],
    ['1500000', 6, '1.500000'],
    ['42', 0, '42'],
    ['-0', 2, '0.00'],
  ])('%s with %i decimals is %s', (minor, decimals, want) => {
    expect(toMajor(minor, decimals)).toBe(want);
  });
});

describe('formatMoney', () => {
  it('groups thousands and names the currency', () => {
    expect(formatMoney({ amount: '123456789', currency: 'NGN', decimals: 2 })).toBe('1,234,567.89 NGN');
    expect(formatMoney({ amount: '-100000', currency: 'USD', decimals: 2 })).toBe('-1,000.00 USD');
  });
});

describe('parseMajor', () => {
  it.each([
    ['125.5', 2, '12550'],
    ['1,000', 2, '100000'],
    ['.5', 2, '50'],
    ['7.', 2, '700'],
    ['0.000001', 6, '1'],
    ['90071992547409.93', 2, '9007199254740993'],
  ])('reads %s with %i decimals as %s', (input, decimals, minor) => {
    expect(parseMajor(input, decimals)).toEqual({ ok: true, minor });
  });
  it.each([
    ['', 2, 'Enter an amount.'],
    ['abc', 2, 'Enter a number, like 125.50.'],
    ['-5', 2, 'Enter a number, like 125.50.'],
    ['1e5', 2, 'Enter a number, like 125.50.'],
    ['1.234', 2, 'At most 2 decimals.'],
    ['0.00', 2, 'Enter an amount above zero.'],
    ['.', 2, 'Enter a number, like 125.50.'],
    ['99999999999999999999', 2, 'That amount is too large.'],
  ])('refuses %s with %i decimals', (input, decimals, message) => {
    expect(parseMajor(input, decimals)).toEqual({ ok: false, message });
  });
});
