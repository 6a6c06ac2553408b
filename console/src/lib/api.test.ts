import { afterEach, expect, test, vi } from 'vitest';
import { lookUpInvitation } from './api';
import { ApiError } from './errors';

afterEach(() => vi.unstubAllGlobals());

test('an invitation is looked up by its token, in the body, on this origin', async () => {
  const answer = { organization: { name: 'Acme Bank' }, role: 'OWNER', email_required: true, expires_at: '2026-12-01T10:00:00Z' };
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  await expect(lookUpInvitation('inv_abc')).resolves.toEqual(answer);
  expect(fetch).toHaveBeenCalledWith('/v1/auth/invitations/lookup', expect.objectContaining({
    method: 'POST',
    credentials: 'same-origin',
    body: JSON.stringify({ token: 'inv_abc' }),
  }));
});

test('a used link is a 404 invalid_invitation', async () => {
  const body = { error: 'invalid_invitation', message: 'This invitation is not valid: it was used, revoked, or has expired' };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status: 404 })));
  const failed = await lookUpInvitation('inv_used').catch((e: unknown) => e);
  expect(failed).toBeInstanceOf(ApiError);
  expect(failed).toMatchObject({ status: 404, code: 'invalid_invitation' });
});
