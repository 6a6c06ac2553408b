import { expect, test } from 'vitest';
import { AUDIT_ACTIONS } from './filter';
import { ACTION_LABELS, actionLabel, collapseRepeats, entryKey } from './labels';

test('every action of the filter has a label; an unknown one reads as its code', () => {
  for (const a of AUDIT_ACTIONS.flatMap((g) => g.actions)) expect(ACTION_LABELS[a], a).toBeTruthy();
  expect(Object.keys(ACTION_LABELS).sort()).toEqual(AUDIT_ACTIONS.flatMap((g) => g.actions).sort());
  expect(actionLabel('session.asset_links_issued')).toBe('Opened the case’s images');
  expect(actionLabel('thing.happened')).toBe('thing.happened');
  expect(actionLabel('constructor')).toBe('constructor');
});

const entry = (id: string, action: string, objectId = 'ses_1', actorName = 'ada@example.com') => ({ id, action, objectId, actorName });

test('consecutive entries of the same actor, action and object are one run', () => {
  const runs = collapseRepeats(
    [
      entry('7', 'session.asset_links_issued'),
      entry('6', 'session.asset_links_issued'),
      entry('5', 'session.asset_links_issued'),
      entry('4', 'session.asset_links_issued', 'ses_2'),
      entry('3', 'session.asset_links_issued', 'ses_2', 'bob@example.com'),
      entry('2', 'session.flagged'),
      entry('1', 'session.asset_links_issued'),
    ],
    entryKey,
  );
  expect(runs.map((r) => [r.first.id, r.last.id, r.count])).toEqual([
    ['7', '5', 3],
    ['4', '4', 1],
    ['3', '3', 1],
    ['2', '2', 1],
    ['1', '1', 1],
  ]);
  expect(collapseRepeats([], entryKey)).toEqual([]);
});

test('a key acting is another actor than a person of the same name', () => {
  expect(entryKey({ ...entry('1', 'a'), actorKeyId: 'key_1' })).not.toBe(entryKey(entry('2', 'a')));
});
