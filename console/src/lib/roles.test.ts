import { describe, expect, test } from 'vitest';
import { ROLES, can, canAny, roleName, type Permission } from './roles';

// The README's matrix (test mode), row by row: OWNER ADMIN DEVELOPER REVIEWER FINANCE VIEWER.
const matrix: Record<Exclude<Permission, 'ANYONE' | 'SELF' | 'SANDBOX'>, boolean[]> = {
  READ: [true, true, true, true, true, true],
  VERIFY: [true, true, true, true, false, false],
  REVIEW: [true, true, false, true, false, false],
  MONEY: [true, true, false, false, true, false],
  DEVELOP: [true, true, true, false, false, false],
  MANAGE: [true, true, false, false, false, false],
};

describe('can', () => {
  for (const [perm, row] of Object.entries(matrix)) {
    test(`${perm} in test mode`, () => {
      expect(ROLES.map((r) => can(r, 'TEST', perm as Permission))).toEqual(row);
    });
  }

  test('in live mode a developer holds DEVELOP alone; every other role as in test mode', () => {
    for (const perm of Object.keys(matrix) as Permission[]) {
      expect(can('DEVELOPER', 'LIVE', perm)).toBe(perm === 'DEVELOP');
      for (const role of ROLES.filter((r) => r !== 'DEVELOPER')) {
        expect(can(role, 'LIVE', perm)).toBe(can(role, 'TEST', perm));
      }
    }
  });

  test('SANDBOX is MONEY in test mode, and nobody’s in live mode', () => {
    expect(ROLES.map((r) => can(r, 'TEST', 'SANDBOX'))).toEqual(matrix.MONEY);
    expect(ROLES.some((r) => can(r, 'LIVE', 'SANDBOX'))).toBe(false);
  });

  test('ANYONE and SELF are every signed-in person’s', () => {
    for (const role of ROLES) {
      expect(can(role, 'LIVE', 'ANYONE')).toBe(true);
      expect(can(role, 'TEST', 'SELF')).toBe(true);
    }
  });

  test('no role holds nothing', () => {
    expect(can(null, 'TEST', 'READ')).toBe(false);
    expect(can(undefined, 'TEST', 'MANAGE')).toBe(false);
  });
});

test('canAny', () => {
  expect(canAny('DEVELOPER', 'LIVE', ['READ', 'DEVELOP'])).toBe(true);
  expect(canAny('FINANCE', 'TEST', ['REVIEW', 'DEVELOP'])).toBe(false);
  expect(canAny('VIEWER', 'TEST', [])).toBe(false);
});

test('roleName', () => {
  expect(roleName('OWNER')).toBe('Owner');
  expect(roleName('DEVELOPER')).toBe('Developer');
});
