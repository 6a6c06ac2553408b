import { expect, test } from 'vitest';
import { parseWithdrawal, type WithdrawalDraft } from './withdrawal';

const draft: WithdrawalDraft = { coin: 'USDC', chain: 'BASE', address: ' 0xabc ', amount: '12.5', reason: ' Payout ', reference: '' };

test('a valid form becomes the input, with the address as the server wrote it and the amount in minor units', () => {
  expect(parseWithdrawal(draft, { valid: true, address: '0xABC' })).toEqual({
    ok: true,
    input: { coin: 'USDC', chain: 'BASE', address: '0xABC', amount: '12500000', reason: 'Payout', reference: null, fundingSource: 'USD' },
  });
});

test('an address is refused until it is checked, and when the check says no', () => {
  expect(parseWithdrawal(draft, undefined)).toEqual({ ok: false, problems: { address: 'The address is being checked.' } });
  expect(parseWithdrawal(draft, { valid: false, message: 'bad checksum' })).toEqual({ ok: false, problems: { address: 'bad checksum' } });
  expect(parseWithdrawal({ ...draft, address: '  ' }, { valid: true })).toEqual({ ok: false, problems: { address: 'Enter the address to send to.' } });
});

test('a coin must be on the chain chosen', () => {
  expect(parseWithdrawal({ ...draft, coin: 'PYUSD', chain: 'TRON' }, { valid: true })).toEqual({
    ok: false,
    problems: { chain: 'PYUSD is not on this chain.' },
  });
  expect(parseWithdrawal({ ...draft, coin: '', chain: 'MOON' }, { valid: true }).ok).toBe(false);
});

test('amounts have at most 6 decimals and are above zero', () => {
  expect(parseWithdrawal({ ...draft, amount: '0.0000001' }, { valid: true })).toEqual({ ok: false, problems: { amount: 'At most 6 decimals.' } });
  expect(parseWithdrawal({ ...draft, amount: '0' }, { valid: true })).toEqual({ ok: false, problems: { amount: 'Enter an amount above zero.' } });
  const r = parseWithdrawal({ ...draft, amount: '1,000.000001' }, { valid: true });
  expect(r.ok && r.input.amount).toBe('1000000001');
});
