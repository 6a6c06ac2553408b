// What each role may do: the server's permission matrix
// (internal/platform/caller/roles.go), mirrored to show a person only what they can
// use. The server decides; this only hides what it would refuse.
import type { Mode, Role } from '../gql/graphql';

export type { Mode, Role };

/**
 * What an operation needs: the schema's @allow, and SANDBOX for its
 * @sandbox operations (MONEY, in test mode only).
 */
export type Permission = 'ANYONE' | 'READ' | 'VERIFY' | 'REVIEW' | 'MONEY' | 'DEVELOP' | 'MANAGE' | 'SELF' | 'SANDBOX';

/** Every role, from most to least allowed. */
export const ROLES: readonly Role[] = ['OWNER', 'ADMIN', 'DEVELOPER', 'REVIEWER', 'FINANCE', 'VIEWER'];

const grants: Record<Role, readonly Permission[]> = {
  OWNER: ['READ', 'VERIFY', 'REVIEW', 'MONEY', 'DEVELOP', 'MANAGE'],
  ADMIN: ['READ', 'VERIFY', 'REVIEW', 'MONEY', 'DEVELOP', 'MANAGE'],
  DEVELOPER: ['READ', 'VERIFY', 'DEVELOP'],
  REVIEWER: ['READ', 'VERIFY', 'REVIEW'],
  FINANCE: ['READ', 'MONEY'],
  VIEWER: ['READ'],
};

// Roles that hold less in live mode: a developer works with live data
// only through keys, webhooks and workflows.
const liveGrants: Partial<Record<Role, readonly Permission[]>> = {
  DEVELOPER: ['DEVELOP'],
};

/** can reports whether a signed-in person with role holds perm in mode. */
export function can(role: Role | null | undefined, mode: Mode, perm: Permission): boolean {
  if (perm === 'ANYONE' || perm === 'SELF') return true;
  if (!role) return false;
  if (perm === 'SANDBOX') return mode === 'TEST' && can(role, mode, 'MONEY');
  const held = (mode === 'LIVE' && liveGrants[role]) || grants[role];
  return held.includes(perm);
}

/** canAny reports whether role holds at least one of perms in mode. */
export function canAny(role: Role | null | undefined, mode: Mode, perms: readonly Permission[]): boolean {
  return perms.some((p) => can(role, mode, p));
}

/** roleName is a role as people read it ("OWNER" → "Owner"). */
export function roleName(role: Role): string {
  return role.charAt(0) + role.slice(1).toLowerCase();
}
