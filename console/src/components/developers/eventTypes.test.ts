import { describe, expect, test } from 'vitest';
import { covers, describeEvents, eventsOf, parseOther, selectionOf, toggle } from './eventTypes';

describe('selectionOf', () => {
  test('an empty filter is every event', () => {
    expect(selectionOf([])).toEqual({ all: true, checked: new Set(), other: '' });
  });

  test('known types and prefixes are checked, others typed', () => {
    const s = selectionOf(['verification.*', 'transfer.failed', 'custom.thing', 'acme.*']);
    expect(s.all).toBe(false);
    expect([...s.checked]).toEqual(['verification.*', 'transfer.failed']);
    expect(s.other).toBe('custom.thing, acme.*');
  });
});

describe('eventsOf', () => {
  test('every event', () => {
    expect(eventsOf({ all: true, checked: new Set(['fx.*']), other: 'x' })).toEqual([]);
  });

  test('a checked prefix takes the types under it', () => {
    const sel = { all: false, checked: new Set(['verification.approved', 'verification.*', 'transfer.failed']), other: '' };
    expect(eventsOf(sel)).toEqual(['verification.*', 'transfer.failed']);
  });

  test('typed entries follow, each once', () => {
    const sel = { all: false, checked: new Set(['fx.exchange.completed']), other: ' acme.*, fx.exchange.completed  custom.one,,' };
    expect(eventsOf(sel)).toEqual(['fx.exchange.completed', 'acme.*', 'custom.one']);
  });

  test('round trip', () => {
    const events = ['crypto.*', 'verification.approved', 'custom.x'];
    expect(eventsOf(selectionOf(events))).toEqual(events);
  });
});

test('toggle', () => {
  const s = toggle(toggle(selectionOf(['fx.*']), 'transfer.failed', true), 'fx.*', false);
  expect([...s.checked]).toEqual(['transfer.failed']);
});

test('covers', () => {
  expect(covers('verification.*', 'verification.approved')).toBe(true);
  expect(covers('verification.*', 'fx.exchange.completed')).toBe(false);
  expect(covers('fx.exchange.completed', 'fx.exchange.completed')).toBe(true);
});

test('parseOther and describeEvents', () => {
  expect(parseOther('a, b  c')).toEqual(['a', 'b', 'c']);
  expect(describeEvents([])).toBe('All events');
  expect(describeEvents(['a', 'b'])).toBe('a, b');
});
