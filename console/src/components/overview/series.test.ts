import { describe, expect, test } from 'vitest';
import { busiestDay, dayStart, flowData, flowSummary, formatRate, shares, totals, verificationData, verificationSummary, type DayCounts } from './series';

const days: DayCounts[] = [
  { date: '2026-11-20', started: 3, approved: 1, rejected: 0, sentToReview: 1 },
  { date: '2026-11-21', started: 0, approved: 2, rejected: 1, sentToReview: 0 },
  { date: '2026-11-22', started: 5, approved: 0, rejected: 2, sentToReview: 3 },
];

test('a day starts at midnight UTC', () => {
  expect(dayStart('2026-11-20')).toBe(Date.UTC(2026, 10, 20) / 1000);
  expect(dayStart('1970-01-01')).toBe(0);
  expect(dayStart('20 Nov')).toBeNaN();
});

test('the chart of days: x, then started, approved, rejected, sent to review', () => {
  expect(verificationData(days)).toEqual([
    [dayStart('2026-11-20'), dayStart('2026-11-21'), dayStart('2026-11-22')],
    [3, 0, 5],
    [1, 2, 0],
    [0, 1, 2],
    [1, 0, 3],
  ]);
  expect(verificationData([])).toEqual([[], [], [], [], []]);
});

test('totals and the busiest day', () => {
  expect(totals(days)).toEqual({ started: 8, approved: 3, rejected: 3, sentToReview: 4 });
  expect(busiestDay(days)?.date).toBe('2026-11-22');
  expect(busiestDay([{ ...days[0], started: 0 }])).toBeNull();
  // Equals: the later day.
  expect(busiestDay([{ ...days[0], started: 5 }, days[2]])?.date).toBe('2026-11-22');
});

test('the chart of days in words', () => {
  expect(verificationSummary(days)).toBe(
    'From 2026-11-20 to 2026-11-22 (UTC): 8 sessions started, 3 approved, 3 rejected and 4 sent to review. ' +
      'The busiest day was 2026-11-22, with 5 sessions started.',
  );
  expect(verificationSummary([{ date: '2026-11-22', started: 1, approved: 0, rejected: 0, sentToReview: 0 }])).toBe(
    'From 2026-11-22 to 2026-11-22 (UTC): 1 session started, 0 approved, 0 rejected and 0 sent to review. ' +
      'The busiest day was 2026-11-22, with 1 session started.',
  );
  expect(verificationSummary([])).toBe('No days to show.');
});

test('rates', () => {
  expect(formatRate(null)).toBe('—');
  expect(formatRate(undefined)).toBe('—');
  expect(formatRate(1)).toBe('100.0%');
  expect(formatRate(0)).toBe('0.0%');
  expect(formatRate(2 / 3)).toBe('66.7%');
  expect(formatRate(0.0005)).toBe('0.1%');
});

describe('money', () => {
  const flow = {
    currency: 'USD',
    moneyIn: { amount: '10000000000000001', currency: 'USD', decimals: 2 },
    moneyOut: { amount: '250', currency: 'USD', decimals: 2 },
    days: [
      { date: '2026-11-21', moneyIn: { amount: '0' }, moneyOut: { amount: '0' } },
      { date: '2026-11-22', moneyIn: { amount: '10000000000000001' }, moneyOut: { amount: '250' } },
    ],
  };
  test('exact amounts beside the numbers that place the bars', () => {
    const f = flowData(flow.days, 2);
    expect(f.exactIn).toEqual(['0.00', '100000000000000.01']);
    expect(f.exactOut).toEqual(['0.00', '2.50']);
    expect(f.data).toEqual([[dayStart('2026-11-21'), dayStart('2026-11-22')], [0, 100000000000000.01], [0, 2.5]]);
  });
  test('in words', () => {
    expect(flowSummary(flow)).toBe('USD: 100,000,000,000,000.01 USD in and 2.50 USD out over the period. The busiest day was 2026-11-22.');
    expect(flowSummary({ ...flow, moneyIn: { ...flow.moneyIn, amount: '0' }, moneyOut: { ...flow.moneyOut, amount: '0' }, days: [flow.days[0]] })).toBe(
      'USD: 0.00 USD in and 0.00 USD out over the period.',
    );
  });
});

describe('shares', () => {
  test('per mille, adding up to 1000', () => {
    expect(shares([1n, 1n, 1n])).toEqual([334, 333, 333]);
    expect(shares([3, 1])).toEqual([750, 250]);
    expect(shares([0n, 5n])).toEqual([0, 1000]);
    expect(shares([10000000000000001n, 1n])).toEqual([1000, 0]);
  });
  test('nothing to share', () => {
    expect(shares([0n, 0n])).toEqual([0, 0]);
    expect(shares([])).toEqual([]);
  });
  test('negative parts count as nothing', () => {
    expect(shares([-5n, 5n])).toEqual([0, 1000]);
  });
});
