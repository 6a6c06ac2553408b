import { expect, test } from 'vitest';
import { EMPTY_COUNTERPARTY, parseCounterparty, parseTransfer, routingDigits, type CounterpartyDraft } from './forms';

const person: CounterpartyDraft = {
  ...EMPTY_COUNTERPARTY,
  firstName: ' Grace ',
  lastName: 'Hopper',
  accountName: 'Grace Hopper',
  accountNumber: '0001 2345 6789',
  routingNumber: '021-000-021',
  institutionName: 'Chase',
  street: '1 Main St',
  city: 'Arlington',
  state: 'VA',
  postalCode: '22201',
  country: 'us',
};

test('routing numbers are nine digits, spaces and dashes aside', () => {
  expect(routingDigits('021000021')).toBe('021000021');
  expect(routingDigits(' 021-000 021 ')).toBe('021000021');
  expect(routingDigits('02100002')).toBeNull();
  expect(routingDigits('02100002a')).toBeNull();
});

test('a person’s counterparty becomes the input, digits cleaned and the country upper case', () => {
  expect(parseCounterparty('vac_1', person, { valid: true })).toEqual({
    ok: true,
    input: {
      accountId: 'vac_1',
      isCorporate: false,
      firstName: 'Grace',
      lastName: 'Hopper',
      businessName: null,
      email: null,
      accountName: 'Grace Hopper',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      institutionName: 'Chase',
      accountType: 'CHECKING',
      paymentRails: ['ACH'],
      beneficiaryAddress: { street: '1 Main St', city: 'Arlington', state: 'VA', postalCode: '22201', country: 'US' },
    },
  });
});

test('the routing number must be checked valid', () => {
  expect(parseCounterparty('vac_1', person, undefined)).toEqual({ ok: false, problems: { routingNumber: 'The routing number is being checked.' } });
  expect(parseCounterparty('vac_1', person, { valid: false, message: 'bad check digit' })).toEqual({
    ok: false,
    problems: { routingNumber: 'bad check digit' },
  });
  expect(parseCounterparty('vac_1', { ...person, routingNumber: '1234' }, { valid: true })).toEqual({
    ok: false,
    problems: { routingNumber: 'A routing number has nine digits.' },
  });
});

test('a business needs its name, a person theirs; missing fields are named', () => {
  const r = parseCounterparty('vac_1', { ...person, isCorporate: true, city: ' ', rails: [], country: 'USA' }, { valid: true });
  expect(r).toEqual({
    ok: false,
    problems: { businessName: 'Enter the business’s name.', city: 'Enter the city.', rails: 'Choose at least one way to pay.', country: 'Two letters, such as US.' },
  });
  const b = parseCounterparty('vac_1', { ...person, isCorporate: true, businessName: 'Acme' }, { valid: true });
  expect(b.ok && [b.input.businessName, b.input.firstName]).toEqual(['Acme', null]);
});

test('a transfer is read in cents on one of the counterparty’s rails', () => {
  expect(parseTransfer('cpty_1', ['ACH'], { amount: '1,250.5', rail: 'ACH', memo: ' Rent ', reason: '', reference: '' })).toEqual({
    ok: true,
    input: { counterpartyId: 'cpty_1', amount: '125050', paymentRail: 'ACH', memo: 'Rent', reason: null, reference: null },
  });
  expect(parseTransfer('cpty_1', ['ACH'], { amount: '1.005', rail: 'FEDWIRE', memo: '', reason: '', reference: '' })).toEqual({
    ok: false,
    problems: { amount: 'At most 2 decimals.', rail: 'Choose how to pay.' },
  });
});
