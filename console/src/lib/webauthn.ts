// The browser's WebAuthn API with the server's JSON: binary fields travel
// as base64url.

/** fromBase64url decodes base64url (with or without padding). */
export function fromBase64url(s: string): Uint8Array<ArrayBuffer> {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** toBase64url encodes bytes as base64url without padding. */
export function toBase64url(buf: ArrayBuffer | Uint8Array): string {
  const bytes = buf instanceof Uint8Array ? buf : new Uint8Array(buf);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

interface JSONRequestOptions {
  challenge: string;
  allowCredentials?: { id: string; type: string; transports?: string[] }[];
  [key: string]: unknown;
}

/** requestOptions turns the server's options into PublicKeyCredentialRequestOptions. */
export function requestOptions(json: Record<string, unknown>): PublicKeyCredentialRequestOptions {
  const o = json as JSONRequestOptions;
  return {
    ...(o as object),
    challenge: fromBase64url(o.challenge),
    allowCredentials: o.allowCredentials?.map((c) => ({ ...c, id: fromBase64url(c.id) })) as PublicKeyCredentialDescriptor[] | undefined,
  } as PublicKeyCredentialRequestOptions;
}

/** assertionJSON is a PublicKeyCredential from navigator.credentials.get, as the server reads it. */
export function assertionJSON(c: PublicKeyCredential): Record<string, unknown> {
  const r = c.response as AuthenticatorAssertionResponse;
  return {
    id: c.id,
    rawId: toBase64url(c.rawId),
    type: c.type,
    authenticatorAttachment: c.authenticatorAttachment,
    clientExtensionResults: c.getClientExtensionResults(),
    response: {
      clientDataJSON: toBase64url(r.clientDataJSON),
      authenticatorData: toBase64url(r.authenticatorData),
      signature: toBase64url(r.signature),
      userHandle: r.userHandle ? toBase64url(r.userHandle) : null,
    },
  };
}

/** getAssertion asks the browser for a passkey with the server's options. */
export async function getAssertion(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const c = (await navigator.credentials.get({ publicKey: requestOptions(options) })) as PublicKeyCredential | null;
  if (!c) throw new Error('No passkey was chosen.');
  return assertionJSON(c);
}

/** passkeysSupported reports whether this browser can use passkeys. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && 'PublicKeyCredential' in window && !!navigator.credentials;
}

interface JSONCreationOptions {
  challenge: string;
  user: { id: string; [key: string]: unknown };
  excludeCredentials?: { id: string; type: string; transports?: string[] }[];
  [key: string]: unknown;
}

/** creationOptions turns the server's options (startPasskeyRegistration) into PublicKeyCredentialCreationOptions. */
export function creationOptions(json: Record<string, unknown>): PublicKeyCredentialCreationOptions {
  const o = json as JSONCreationOptions;
  return {
    ...(o as object),
    challenge: fromBase64url(o.challenge),
    user: { ...o.user, id: fromBase64url(o.user.id) },
    excludeCredentials: o.excludeCredentials?.map((c) => ({ ...c, id: fromBase64url(c.id) })),
  } as unknown as PublicKeyCredentialCreationOptions;
}

/** attestationJSON is a PublicKeyCredential from navigator.credentials.create, as the server reads it. */
export function attestationJSON(c: PublicKeyCredential): Record<string, unknown> {
  const r = c.response as AuthenticatorAttestationResponse;
  return {
    id: c.id,
    rawId: toBase64url(c.rawId),
    type: c.type,
    authenticatorAttachment: c.authenticatorAttachment,
    clientExtensionResults: c.getClientExtensionResults(),
    response: {
      clientDataJSON: toBase64url(r.clientDataJSON),
      attestationObject: toBase64url(r.attestationObject),
      transports: typeof r.getTransports === 'function' ? r.getTransports() : [],
    },
  };
}

/** createCredential asks the browser to make a passkey with the server's options (JSON). */
export async function createCredential(options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const c = (await navigator.credentials.create({ publicKey: creationOptions(options) })) as PublicKeyCredential | null;
  if (!c) throw new Error('No passkey was made.');
  return attestationJSON(c);
}
