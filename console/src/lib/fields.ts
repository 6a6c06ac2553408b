// A validation failure's messages per field: GraphQL errors carry them in
// extensions.fields, keyed by the input's names ("thresholds.ocrMin",
// "documentTypes"); /v1/auth errors in ApiError.fields.
import { ApiError } from './errors';

/** Messages per field of a failed request. */
export type FieldProblems = Record<string, string[]>;

/** fieldProblems returns the messages per field of an error (empty when it has none). */
export function fieldProblems(error: unknown): FieldProblems {
  if (error instanceof ApiError) return error.fields;
  if (typeof error !== 'object' || error === null || !('graphQLErrors' in error)) return {};
  const out: FieldProblems = {};
  for (const e of (error as { graphQLErrors: { extensions?: Record<string, unknown> }[] }).graphQLErrors) {
    const fields = e.extensions?.fields;
    if (typeof fields !== 'object' || fields === null) continue;
    for (const [name, msgs] of Object.entries(fields as Record<string, unknown>)) {
      const list = Array.isArray(msgs) ? msgs.filter((m): m is string => typeof m === 'string') : [];
      out[name] = [...(out[name] ?? []), ...list];
    }
  }
  return out;
}

/**
 * unclaimed lists the messages of fields a form does not show beside an
 * input of its own, so that none is lost.
 */
export function unclaimed(problems: FieldProblems, shown: readonly string[]): string[] {
  return Object.entries(problems)
    .filter(([name]) => !shown.includes(name))
    .flatMap(([, msgs]) => msgs);
}

/** firstOf is a field's first message. */
export function firstOf(problems: FieldProblems, name: string): string | undefined {
  return problems[name]?.[0];
}

/** allOf is all of a field's messages, as one. */
export function allOf(problems: FieldProblems, name: string): string | undefined {
  return problems[name]?.join('; ');
}
