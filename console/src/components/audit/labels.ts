// How the audit log's actions read: a plain label for each action Meridian
// records (internal/platform/audit), the raw code for one it does not know.

export const ACTION_LABELS: Record<string, string> = {
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'webhook_endpoint.secret_rotated': 'Rotated a webhook endpoint’s secret',
  'session.asset_links_issued': 'Opened the case’s images',
  'session.redacted': 'Erased the session’s personal data',
  'session.purged': 'Purged the session (retention)',
  'session.assigned': 'Assigned the case',
  'session.note_added': 'Added a note',
  'session.flagged': 'Flagged the case',
  'session.unflagged': 'Cleared the case’s flag',
  'session.approved': 'Approved the case',
  'session.rejected': 'Rejected the case',
  'session.redo_requested': 'Asked for steps again',
  'organization.retention_changed': 'Changed the retention period',
  'organization.verification_drivers_changed': 'Changed the verification providers',
  'organization.review_target_changed': 'Changed the review queue’s target',
  'organization.review_preset_added': 'Added a review preset',
  'organization.review_preset_removed': 'Removed a review preset',
  'organization.security_policy_changed': 'Changed the security policy',
  'organization.sso_changed': 'Changed single sign-on',
  'organization.sso_domain_claimed': 'Claimed a domain for single sign-on',
  'organization.sso_domain_verified': 'Verified a single sign-on domain',
  'organization.sso_domain_removed': 'Removed a single sign-on domain',
  'member.invited': 'Invited a member',
  'invitation.resent': 'Sent an invitation again',
  'invitation.revoked': 'Revoked an invitation',
  'invitation.accepted': 'Accepted an invitation',
  'member.role_changed': 'Changed a member’s role',
  'member.removed': 'Removed a member',
  'member.added_by_sso': 'Joined through single sign-on',
  'user.signed_in': 'Signed in',
  'user.sign_in_failed': 'Failed to sign in',
  'user.signed_out': 'Signed out',
  'user.session_revoked': 'Signed a device out',
  'user.password_changed': 'Changed their password',
  'user.password_reset': 'Reset their password',
  'user.name_changed': 'Changed their name',
  'user.second_factor_enabled': 'Turned on a second factor',
  'user.second_factor_disabled': 'Turned off their second factor',
  'user.recovery_code_used': 'Used a recovery code',
  'user.passkey_added': 'Added a passkey',
  'user.passkey_removed': 'Removed a passkey',
  'user.sso_linked': 'Linked their account to single sign-on',
};

/** actionLabel is an action as people read it; the code itself when it has no label. */
export function actionLabel(action: string): string {
  return Object.hasOwn(ACTION_LABELS, action) ? ACTION_LABELS[action] : action;
}

/** A run of consecutive items that say the same thing: the first (newest), the last (oldest) and how many. */
export interface Run<T> {
  first: T;
  last: T;
  count: number;
}

/**
 * collapseRepeats folds consecutive items of the same key into one run
 * (the same person opening the same case's images five times in a row is
 * one line, ×5); items apart stay apart.
 */
export function collapseRepeats<T>(items: readonly T[], key: (item: T) => string): Run<T>[] {
  const out: Run<T>[] = [];
  let last = '';
  for (const item of items) {
    const k = key(item);
    const run = out[out.length - 1];
    if (run && k === last) {
      run.last = item;
      run.count++;
    } else {
      out.push({ first: item, last: item, count: 1 });
      last = k;
    }
  }
  return out;
}

/** An audit entry, as much as tells who did what to which object. */
export interface EntryLike {
  action: string;
  actorName: string;
  actorKeyId?: string | null;
  actorUserId?: string | null;
  objectId: string;
}

/** entryKey is what makes audit entries repeats of each other: the same actor, action and object. */
export function entryKey(e: EntryLike): string {
  return [e.actorName, e.actorKeyId ?? '', e.actorUserId ?? '', e.action, e.objectId].join('\n');
}
