// Which roles a person may give a new key: nobody makes a key that may do
// more than they may (internal/platform/caller/roles.go, MayCreateKey).
import { ROLES, can, type Mode, type Permission, type Role } from '../../lib/roles';

const PERMISSIONS: readonly Permission[] = ['READ', 'VERIFY', 'REVIEW', 'MONEY', 'DEVELOP', 'MANAGE'];

/** What a new key is restricted to: a role, or "" for none (an unrestricted key). */
export type KeyRole = Role | '';

/**
 * grantableRoles lists the key roles a person with role may give in mode,
 * from most to least allowed: "" (unrestricted) and OWNER for owners only;
 * another role when the person holds every permission it grants in mode.
 */
export function grantableRoles(role: Role | null | undefined, mode: Mode): KeyRole[] {
  if (!role) return [];
  const out: KeyRole[] = [];
  if (role === 'OWNER') out.push('', 'OWNER');
  for (const r of ROLES) {
    if (r === 'OWNER') continue;
    if (PERMISSIONS.every((p) => !can(r, mode, p) || can(role, mode, p))) out.push(r);
  }
  return out;
}
