import { expect, test } from 'vitest';
import { coinOnChain, customerName } from './labels';

test('a customer’s name', () => {
  expect(customerName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  expect(customerName({ firstName: 'Ada', lastName: '' })).toBe('Ada');
  expect(customerName({ firstName: '', lastName: '', email: 'ada@example.com' })).toBe('ada@example.com');
});

test('a coin on its chain', () => {
  expect(coinOnChain({ coin: 'USDC', chain: 'SOLANA' })).toBe('USDC on Solana');
  expect(coinOnChain({ coin: 'PYUSD', chain: 'ETHEREUM' })).toBe('PYUSD on Ethereum');
});
