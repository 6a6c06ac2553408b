import { expect, test } from 'vitest';
import { ApiError } from '../lib/errors';
import { invitationTitle, isInvalidInvitation } from './AcceptInvitationPage';

test('an invitation says where it leads', () => {
  const info = { organization: { name: 'Acme Bank' }, role: 'ADMIN', email_required: false, expires_at: '2026-12-01T10:00:00Z' };
  expect(invitationTitle(info)).toBe('Join Acme Bank as Admin');
  expect(invitationTitle({ ...info, organization: { name: 'default' }, role: 'OWNER' })).toBe('Join default as Owner');
});

test('a used, revoked or expired link is told from other failures', () => {
  expect(isInvalidInvitation(new ApiError(404, 'invalid_invitation', 'This invitation is not valid'))).toBe(true);
  expect(isInvalidInvitation(new ApiError(0, 'network_error', 'The server could not be reached.'))).toBe(false);
  expect(isInvalidInvitation(null)).toBe(false);
});
