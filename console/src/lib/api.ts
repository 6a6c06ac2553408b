// The /v1/auth routes: sign-in, sign-out, invitations, password resets,
// passkeys and linking an account to single sign-on. JSON in and out, on
// this origin, with the session cookie.
import { ApiError } from './errors';

/** A membership as sign-in answers it. */
export interface SignedInOrganization {
  id: string;
  name: string;
  role: string;
}

/** What a successful sign-in (or invitation acceptance) answers. */
export interface SignedIn {
  user: { id: string; email: string; name: string; totp_enabled: boolean };
  organizations: SignedInOrganization[];
  session: { id: string; organization_id: string; mode: string; expires_at: string };
  second_factor_enrollment_required: boolean;
}

/** A passkey ceremony: its id and the options for navigator.credentials.get. */
export interface PasskeyCeremony {
  challenge: string;
  options: Record<string, unknown>;
}

/** post sends body to a /v1/auth route and returns its JSON answer (null for 204). */
export async function post<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new ApiError(0, 'network_error', 'The server could not be reached. Check your connection and try again.');
  }
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    // not JSON: described by the status below
  }
  if (!res.ok) {
    const code = typeof json.error === 'string' ? json.error : `http_${res.status}`;
    const message = typeof json.message === 'string' ? json.message : `The server answered ${res.status}.`;
    throw new ApiError(res.status, code, message, (json.errors as Record<string, string[]>) ?? {}, json);
  }
  return (text ? json : null) as T;
}

export const signIn = (input: { email: string; password: string; code?: string; passkey?: unknown; challenge?: string }) =>
  post<SignedIn>('/v1/auth/sign-in', input);

export const signOut = () => post<null>('/v1/auth/sign-out', {});

/** Where an invitation leads, as its page shows it before anything is sent. */
export interface InvitationInfo {
  organization: { name: string };
  /** The role it gives (OWNER, ADMIN…). */
  role: string;
  /** The invitation names no email (the first owner's): the person gives theirs. */
  email_required: boolean;
  expires_at: string;
}

/** lookUpInvitation reads a valid invitation by its token (404 invalid_invitation: used, revoked or expired). */
export const lookUpInvitation = (token: string) => post<InvitationInfo>('/v1/auth/invitations/lookup', { token });

export const acceptInvitation = (input: { token: string; name: string; password: string; email?: string }) =>
  post<SignedIn>('/v1/auth/invitations/accept', input);

export const requestPasswordReset = (email: string) => post<{ message: string }>('/v1/auth/password-reset', { email });

export const confirmPasswordReset = (token: string, password: string) =>
  post<null>('/v1/auth/password-reset/confirm', { token, password });

export const beginPasskeySignIn = () => post<PasskeyCeremony>('/v1/auth/passkey/begin', {});

export const finishPasskeySignIn = (challenge: string, credential: unknown) =>
  post<SignedIn>('/v1/auth/passkey/finish', { challenge, credential });

/** ssoStartURL is where a person of organization (its id or name) starts signing in through its provider. */
export const ssoStartURL = (organization: string) => '/v1/auth/oidc/start?organization=' + encodeURIComponent(organization);

/**
 * linkSso begins linking the signed-in person's account to the identity
 * provider of the organization in use: it answers the provider's URL, for
 * the browser to go to (the flow's cookie is set with the answer), and the
 * provider sends the browser back to /console/settings?sso=linked.
 */
export const linkSso = () => post<{ url: string }>('/v1/auth/oidc/link', {});
