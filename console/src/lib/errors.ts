// What went wrong, in words a person can act on: the server's stable code
// (extensions.code in GraphQL, "error" in the REST envelope) and its
// message.
import type { CombinedError } from '@urql/core';

/** A failure as the console shows it. */
export interface Problem {
  /** The server's stable code, such as "forbidden"; "network_error" when it could not be reached. */
  code: string;
  message: string;
}

/** An error answer of a /v1/auth route. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Messages per field of the request, for a validation failure. */
    readonly fields: Record<string, string[]> = {},
    /** The whole body, for answers that carry more (second_factor_required). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The codes of a request whose credential is missing or has ended: the
 * person must sign in (again). The server answers a request without a
 * session cookie missing_api_key (no credential at all), an ended session
 * invalid_session; both with HTTP 401.
 */
export const SIGNED_OUT_CODES: ReadonlySet<string> = new Set(['unauthenticated', 'missing_api_key', 'invalid_api_key', 'invalid_session']);

/** The code of a signed-in person who must set up a second factor before anything else. */
export const ENROLLMENT_REQUIRED = 'second_factor_enrollment_required';

function isCombined(e: unknown): e is CombinedError {
  return typeof e === 'object' && e !== null && 'graphQLErrors' in e;
}

/** codes lists the server's codes in an error. */
export function codes(error: unknown): string[] {
  if (error instanceof ApiError) return [error.code];
  if (isCombined(error)) {
    return error.graphQLErrors.map((e) => (typeof e.extensions?.code === 'string' ? e.extensions.code : '')).filter(Boolean);
  }
  return [];
}

/** isSignedOut reports whether an error means the person is not (or no longer) signed in. */
export function isSignedOut(error: unknown): boolean {
  if (codes(error).some((c) => SIGNED_OUT_CODES.has(c))) return true;
  if (isCombined(error)) return (error.response as Response | undefined)?.status === 401;
  return error instanceof ApiError && error.status === 401 && SIGNED_OUT_CODES.has(error.code);
}

/** describe turns any failure into a Problem. */
export function describe(error: unknown): Problem {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  if (isCombined(error)) {
    const first = error.graphQLErrors[0];
    if (first) {
      const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'error';
      return { code, message: first.message };
    }
    if (error.networkError) {
      return { code: 'network_error', message: 'The server could not be reached. Check your connection and try again.' };
    }
  }
  if (error instanceof Error) return { code: 'error', message: error.message };
  return { code: 'error', message: 'Something went wrong.' };
}
