// How the developer pages show times, JSON bodies, headers and responses.

import { formatTime as shown } from '../../lib/time';

/** formatTime is a timestamp in the member's time zone, to the second. */
export function formatTime(iso: string | null | undefined): string {
  return shown(iso, '');
}

/** A header as the API lists it. */
export interface Header {
  name: string;
  value: string;
}

/** formatHeaders writes headers as an HTTP message does, one "name: value" a line. */
export function formatHeaders(headers: readonly Header[]): string {
  return headers.map((h) => `${h.name}: ${h.value}`).join('\n');
}

/** header finds a header's value by name, whatever its case. */
export function header(headers: readonly Header[], name: string): string | undefined {
  const n = name.toLowerCase();
  return headers.find((h) => h.name.toLowerCase() === n)?.value;
}

/** What an attempt came to. */
export interface AttemptLike {
  statusCode?: number | null;
  error?: string | null;
}

/** outcome says what an attempt came to: its status ("200 OK") or why none came. */
export function outcome(a: AttemptLike): string {
  if (a.statusCode != null) return `${a.statusCode} ${reasons[a.statusCode] ?? ''}`.trim();
  return a.error ? 'No response' : 'Not answered';
}

/** succeeded reports whether an attempt got a 2xx answer. */
export function succeeded(a: AttemptLike): boolean {
  return a.statusCode != null && a.statusCode >= 200 && a.statusCode < 300;
}

const reasons: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** latency is a duration in milliseconds as people read it. */
export function latency(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10000 ? 2 : 1)} s`;
}
