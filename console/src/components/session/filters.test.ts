import { describe, expect, test } from 'vitest';
import { readUrlState, writeUrlState } from '../../lib/urlState';
import { FIRST_PAGE, QUEUE_DEFAULTS, VERIFICATION_DEFAULTS, nextPage, previousPage, queueFilter, sessionFilter, startOfDay } from './filters';

describe('sessionFilter', () => {
  test('the plain URL filters nothing', () => {
    expect(sessionFilter(readUrlState('', VERIFICATION_DEFAULTS))).toEqual({});
  });
  test('every filter from the URL', () => {
    const u = readUrlState('?status=REQUIRES_REVIEW&reason=OCR_LOW_CONFIDENCE&workflow=wf_1&from=2024-03-01&to=2024-03-31' +
      '&ref=%20user-9%20&customer=cus_1&flagged=yes&q=ses_abc', VERIFICATION_DEFAULTS);
    expect(sessionFilter(u)).toEqual({
      status: 'REQUIRES_REVIEW',
      decisionReason: 'OCR_LOW_CONFIDENCE',
      workflowId: 'wf_1',
      createdAfter: new Date(2024, 2, 1).toISOString(),
      createdBefore: new Date(2024, 3, 1).toISOString(),
      userReference: 'user-9',
      customerId: 'cus_1',
      flagged: true,
      search: 'ses_abc',
    });
  });
  test('values the schema would refuse are left out', () => {
    const u = readUrlState('?status=nope&reason=approved&from=yesterday&flagged=maybe', VERIFICATION_DEFAULTS);
    expect(sessionFilter(u)).toEqual({});
  });
  test('not flagged', () => {
    expect(sessionFilter(readUrlState('?flagged=no', VERIFICATION_DEFAULTS))).toEqual({ flagged: false });
  });
  test('round trip through the URL', () => {
    const values = { ...VERIFICATION_DEFAULTS, status: 'APPROVED', q: 'ada@example.com', prev: [FIRST_PAGE, 'c2'], after: 'c3' };
    expect(readUrlState(writeUrlState('', VERIFICATION_DEFAULTS, values), VERIFICATION_DEFAULTS)).toEqual(values);
  });
});

test('startOfDay', () => {
  expect(startOfDay('2024-12-31', 1)).toBe(new Date(2025, 0, 1).toISOString());
  expect(startOfDay('')).toBeUndefined();
  expect(startOfDay('2024-1-1')).toBeUndefined();
  expect(startOfDay('2024-12-31', 1, true)).toBe('2025-01-01T00:00:00.000Z');
});

test('UTC days, as the overview links them', () => {
  const u = readUrlState('?from=2024-03-01&to=2024-03-01&tz=utc', VERIFICATION_DEFAULTS);
  expect(sessionFilter(u)).toEqual({ createdAfter: '2024-03-01T00:00:00.000Z', createdBefore: '2024-03-02T00:00:00.000Z' });
});

describe('queueFilter', () => {
  test('assigned to me is the signed-in person', () => {
    expect(queueFilter({ ...QUEUE_DEFAULTS, assignee: 'me' }, 'usr_me')).toEqual({ assignedUserId: 'usr_me' });
    expect(queueFilter({ ...QUEUE_DEFAULTS, assignee: 'usr_2' }, 'usr_me')).toEqual({ assignedUserId: 'usr_2' });
  });
  test('reason, age and flag', () => {
    expect(queueFilter({ ...QUEUE_DEFAULTS, reason: 'LIVENESS_LOW_CONFIDENCE', age: '3600', flagged: 'no' }, undefined)).toEqual({
      reason: 'LIVENESS_LOW_CONFIDENCE',
      minAgeSeconds: 3600,
      flagged: false,
    });
    expect(queueFilter({ ...QUEUE_DEFAULTS, age: '-5' }, undefined)).toEqual({});
    expect(queueFilter({ ...QUEUE_DEFAULTS, age: 'x' }, undefined)).toEqual({});
  });
});

describe('paging', () => {
  test('next keeps the cursors seen, previous goes back through them', () => {
    let u = { after: '', prev: [] as string[] };
    u = nextPage(u, 'c1');
    expect(u).toEqual({ after: 'c1', prev: [FIRST_PAGE] });
    u = nextPage(u, 'c2');
    expect(u).toEqual({ after: 'c2', prev: [FIRST_PAGE, 'c1'] });
    u = previousPage(u);
    expect(u).toEqual({ after: 'c1', prev: [FIRST_PAGE] });
    u = previousPage(u);
    expect(u).toEqual({ after: '', prev: [] });
    expect(previousPage(u)).toEqual({ after: '', prev: [] });
  });
});
