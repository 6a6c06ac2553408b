import { expect, test } from 'vitest';
import { grantableRoles } from './keys';

test('owners may give any role, and no restriction', () => {
  expect(grantableRoles('OWNER', 'TEST')).toEqual(['', 'OWNER', 'ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER']);
});

test('admins every role but owner, restricted', () => {
  expect(grantableRoles('ADMIN', 'TEST')).toEqual(['ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER']);
});

test('a developer gives what they hold, in each mode', () => {
  expect(grantableRoles('DEVELOPER', 'TEST')).toEqual(['DEVELOPER', 'VIEWER']);
  // In live mode a developer holds DEVELOP alone: a live viewer key reads.
  expect(grantableRoles('DEVELOPER', 'LIVE')).toEqual(['DEVELOPER']);
});

test('nobody', () => {
  expect(grantableRoles(null, 'TEST')).toEqual([]);
});
