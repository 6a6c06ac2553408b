// The verification checks' pure rules: what each driver is called, which
// ones a stage may take in a mode, a stage's edits checked before they are
// sent and turned into the mutation's input, the server's field errors
// (input[1].url) placed on the stage they name, and a new signing secret.
// The server decides; these only spare a round trip and say what is wrong
// where it is.
import type { Mode, Stage, VerificationDriver } from '../../gql/graphql';

/** The stages, in a verification's order, as people read them. */
export const STAGES: readonly { stage: Stage; label: string }[] = [
  { stage: 'DOCUMENT', label: 'Document' },
  { stage: 'LIVENESS', label: 'Liveness' },
  { stage: 'FACE_MATCH', label: 'Face match' },
  { stage: 'ADDRESS', label: 'Address' },
];

/** stageLabel is a stage as people read it ("FACE_MATCH" → "Face match"). */
export function stageLabel(stage: Stage): string {
  return STAGES.find((s) => s.stage === stage)?.label ?? stage;
}

/** What each driver is, in a few words. */
export const DRIVER_LABELS: Record<VerificationDriver, string> = {
  MOCK: 'Test mocks (scripted by hints)',
  BUILTIN: 'Built in (on this server)',
  HTTP: 'External service',
  GEOCODER: 'Geocoder (Nominatim-compatible)',
  NONE: 'None — sent to a person',
};

/** What each driver does with a stage, in a sentence. */
export const DRIVER_DESCRIPTIONS: Record<VerificationDriver, string> = {
  MOCK: 'The outcome is whatever the hints sent with each upload ask for; nothing is really checked.',
  BUILTIN: 'Checked on this server, with no network.',
  HTTP: 'Each check is sent to your service as a signed JSON request; its answer is scored against the workflow’s thresholds.',
  GEOCODER: 'The address is looked up on the geocoder, and the device’s position held against it.',
  NONE: 'Nothing checks this stage automatically: a reviewer decides.',
};

/** What a mode runs for a stage nobody chose a driver for. */
export function defaultText(mode: Mode): string {
  return mode === 'TEST'
    ? 'the test mocks, scripted by the hints sent with each upload'
    : 'the checks built into this server where it has one, otherwise a person in the review queue';
}

/**
 * driverOptions are the drivers a stage may take in mode: the mocks in
 * test mode only, the builtin checks for the document, the selfie and the
 * face match (the stages this server has them for), a geocoder for the
 * address only, an external
 * service and none everywhere. The driver in use is always offered.
 */
export function driverOptions(mode: Mode, stage: Stage, current?: VerificationDriver): VerificationDriver[] {
  const out: VerificationDriver[] = [];
  if (mode === 'TEST' || current === 'MOCK') out.push('MOCK');
  if (stage !== 'ADDRESS' || current === 'BUILTIN') out.push('BUILTIN');
  out.push('HTTP');
  if (stage === 'ADDRESS' || current === 'GEOCODER') out.push('GEOCODER');
  out.push('NONE');
  return out;
}

/** needsURL reports whether a driver is a service reached at a URL. */
export function needsURL(driver: VerificationDriver): boolean {
  return driver === 'HTTP' || driver === 'GEOCODER';
}

/** A stage's driver as the server answers it. */
export interface Provider {
  stage: Stage;
  driver: VerificationDriver;
  chosen: boolean;
  url?: string | null;
  secretHint?: string | null;
  problem?: string | null;
  updatedAt?: string | null;
}

/** A stage's edits: the driver, its URL and a new secret ("" keeps the one stored). */
export interface Draft {
  driver: VerificationDriver;
  url: string;
  secret: string;
}

/** draftOf is a stage's form as the server's answer fills it. */
export function draftOf(p: Provider): Draft {
  return { driver: p.driver, url: p.url ?? '', secret: '' };
}

/** keepsSecret reports whether a stage already has a secret that an empty secret field keeps. */
export function keepsSecret(p: Provider): boolean {
  return p.driver === 'HTTP' && !!p.secretHint;
}

/** changed reports whether a stage's form differs from what the server runs. */
export function changed(d: Draft, p: Provider): boolean {
  if (d.driver !== p.driver) return true;
  if (needsURL(d.driver) && d.url.trim() !== (p.url ?? '')) return true;
  return d.driver === 'HTTP' && d.secret.trim() !== '';
}

/** A stage's problems, by field of its input. */
export interface DraftProblems {
  driver?: string;
  url?: string;
  secret?: string;
}

/**
 * checkDraft says what is wrong with a stage's form before it is sent:
 * a service's URL is required and must be an http(s) URL; an external
 * service needs a Standard Webhooks secret unless one is stored already.
 * The server checks the rest (live mode's https to public addresses, a
 * URL's credentials or port).
 */
export function checkDraft(d: Draft, p: Provider): DraftProblems {
  const out: DraftProblems = {};
  if (needsURL(d.driver)) {
    const url = d.url.trim();
    if (!url) out.url = d.driver === 'HTTP' ? 'The service’s URL is required.' : 'The geocoder’s URL is required.';
    else if (!/^https?:\/\/[^/?#]+/i.test(url)) out.url = 'Write the whole URL, starting with https:// (or http:// in test mode).';
  }
  if (d.driver === 'HTTP') {
    const secret = d.secret.trim();
    if (!secret && !keepsSecret(p)) out.secret = 'A signing secret is required: generate one, or paste the one your service gave you.';
    else if (secret && !secretOK(secret)) out.secret = 'A signing secret is whsec_ followed by at least 16 bytes in base64, such as one made with Generate.';
  }
  return out;
}

/** hasProblems reports whether a stage's problems name any field. */
export function hasProblems(p: DraftProblems): boolean {
  return !!(p.driver || p.url || p.secret);
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** secretOK checks a Standard Webhooks secret as the server does: whsec_ and base64, 24 to 200 characters. */
export function secretOK(secret: string): boolean {
  if (!secret.startsWith('whsec_') || secret.length < 24 || secret.length > 200) return false;
  const b64 = secret.slice('whsec_'.length);
  return b64.length > 0 && BASE64.test(b64);
}

/** The mutation's input for one stage. */
export interface ProviderInput {
  stage: Stage;
  driver: VerificationDriver | null;
  url: string | null;
  secret: string | null;
}

/**
 * inputOf is the mutation's input for a stage's form: the URL for a
 * service, the secret only when one was given (null keeps the one stored).
 */
export function inputOf(stage: Stage, d: Draft): ProviderInput {
  const secret = d.secret.trim();
  return {
    stage,
    driver: d.driver,
    url: needsURL(d.driver) ? d.url.trim() : null,
    secret: d.driver === 'HTTP' && secret ? secret : null,
  };
}

/** resetInput sends a stage back to the mode's default. */
export function resetInput(stage: Stage): ProviderInput {
  return { stage, driver: null, url: null, secret: null };
}

/**
 * placeErrors puts the server's field errors (extensions.fields, keyed
 * "input[1].url") on the stages sent, in the order they were sent;
 * messages for no field of a stage sent are returned apart.
 */
export function placeErrors(sent: readonly Stage[], fields: Record<string, readonly string[]>): {
  byStage: Partial<Record<Stage, DraftProblems>>;
  other: string[];
} {
  const byStage: Partial<Record<Stage, DraftProblems>> = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(fields)) {
    const message = messages.join('; ');
    const m = /^input\[(\d+)\]\.(driver|url|secret)$/.exec(key);
    const stage = m ? sent[Number(m[1])] : undefined;
    if (!m || !stage) {
      other.push(message);
      continue;
    }
    const field = m[2] as keyof DraftProblems;
    byStage[stage] = { ...byStage[stage], [field]: message };
  }
  return { byStage, other };
}

/** The bytes of a new secret: 24, as Meridian's own webhook secrets. */
export const SECRET_BYTES = 24;

/**
 * newSecret makes a Standard Webhooks secret in the browser: whsec_ and
 * the base64 of 24 random bytes (fill is crypto.getRandomValues).
 */
export function newSecret(fill: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = fill(new Uint8Array(SECRET_BYTES));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return 'whsec_' + btoa(binary);
}

/** sentence shows a server's message as a sentence ("no driver: …" → "No driver: ….") */
export function sentence(s: string): string {
  const t = s.trim();
  if (!t) return t;
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : capital + '.';
}
