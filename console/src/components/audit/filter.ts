// The audit log's filters: as the URL keeps them (dates as YYYY-MM-DD),
// and as the API's AuditFilter asks for them (RFC 3339 times: since
// inclusive, until exclusive, so "to" a day takes the whole day, in UTC).
import type { AuditFilter } from '../../gql/graphql';

/** The actions Meridian records (internal/platform/audit), grouped as people look for them. */
export const AUDIT_ACTIONS: readonly { group: string; actions: readonly string[] }[] = [
  { group: 'Keys and webhooks', actions: ['api_key.created', 'api_key.revoked', 'webhook_endpoint.secret_rotated'] },
  {
    group: 'Verifications',
    actions: [
      'session.approved',
      'session.rejected',
      'session.assigned',
      'session.note_added',
      'session.flagged',
      'session.unflagged',
      'session.redo_requested',
      'session.asset_links_issued',
      'session.redacted',
      'session.purged',
    ],
  },
  {
    group: 'People',
    actions: [
      'member.invited',
      'invitation.resent',
      'invitation.revoked',
      'invitation.accepted',
      'member.role_changed',
      'member.removed',
      'member.added_by_sso',
      'user.signed_in',
      'user.sign_in_failed',
      'user.signed_out',
      'user.session_revoked',
      'user.password_changed',
      'user.password_reset',
      'user.second_factor_enabled',
      'user.second_factor_disabled',
      'user.recovery_code_used',
      'user.passkey_added',
      'user.passkey_removed',
      'user.name_changed',
      'user.sso_linked',
    ],
  },
  {
    group: 'Organization',
    actions: [
      'organization.retention_changed',
      'organization.verification_drivers_changed',
      'organization.review_target_changed',
      'organization.review_preset_added',
      'organization.review_preset_removed',
      'organization.security_policy_changed',
      'organization.sso_changed',
      'organization.sso_domain_claimed',
      'organization.sso_domain_verified',
      'organization.sso_domain_removed',
    ],
  },
];

/** The audit log's filters as the URL keeps them; "" is no filter. */
export interface AuditUrlFilter {
  action: string;
  object: string;
  actor: string;
  /** YYYY-MM-DD, the first day shown. */
  since: string;
  /** YYYY-MM-DD, the last day shown. */
  until: string;
}

export const NO_FILTER: AuditUrlFilter = { action: '', object: '', actor: '', since: '', until: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** nextDay is the day after a YYYY-MM-DD date. */
function nextDay(day: string): string {
  const d = new Date(day + 'T00:00:00Z');
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** auditFilter is the API's filter for the URL's; malformed dates are left out. */
export function auditFilter(f: AuditUrlFilter): AuditFilter {
  const out: AuditFilter = {};
  if (f.action.trim()) out.action = f.action.trim();
  if (f.object.trim()) out.objectId = f.object.trim();
  if (f.actor.trim()) out.actorKeyId = f.actor.trim();
  if (DAY.test(f.since)) out.since = f.since + 'T00:00:00Z';
  if (DAY.test(f.until)) out.until = nextDay(f.until) + 'T00:00:00Z';
  return out;
}

/** isFiltered reports whether any filter is set. */
export function isFiltered(f: AuditUrlFilter): boolean {
  return Object.values(f).some((v) => v.trim() !== '');
}

/** dataSummary writes an entry's details as "key: value" pairs. */
export function dataSummary(data: Record<string, unknown> | null | undefined): string {
  if (!data) return '';
  return Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
}
