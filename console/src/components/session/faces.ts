// The faces of a session as its Faces panel shows them: which liveness
// attempt the verdict rests on, its selfie, which frames of the recordings
// belong to which attempt, the frame that shows the person best, and the
// face match's similarity in words.
//
// The API lists an active attempt's frames as documents (LIVENESS_FRAME)
// in the order recorded, attempt after attempt, but does not say where
// one attempt's frames end. The mapping here assumes what the server does:
// the i-th LivenessCheck is the i-th attempt, and its frames are the i-th
// group of frames (a still selfie's group is empty). Each group's size is
// the attempt's frame count M, read from its `frames` sub-check's detail
// ("N of M frames show a face"). Where a count cannot be read, or the
// counts do not add up to the frames listed, the groups are unknown: the
// panel then shows every frame without naming the best one. A single
// attempt needs no count: every frame listed is its own, in order.
import type { DecisionReason } from '../../gql/graphql';
import type { Tone } from '../ui/Badge';
import { REASON_LABELS } from './labels';
import { challengeOf, type SubCheck } from './subchecks';

/** A liveness attempt as the session query reads it. */
export interface Attempt {
  score: number;
  passed: boolean;
  reason?: DecisionReason | null;
  checks?: readonly SubCheck[] | null;
}

/** The face match as the session query reads it. */
export interface FaceMatch {
  similarity: number;
  passed: boolean;
  reason?: DecisionReason | null;
  detail?: string | null;
}

/** The threshold a similarity is held to when the session does not say (the workflows' default face_match_min). */
export const DEFAULT_FACE_MATCH_MIN = 0.75;

/** The sub-checks of an active attempt's recording (the rest are the selfie's, or its challenges). */
const RECORDING = new Set(['frames', 'at_rest', 'same_face']);

/**
 * judgedAttempt is the index of the attempt the verdict rests on, as the
 * server picks it (internal/identity/kyc: bestAttempt): a passing attempt over a
 * failing one, then the higher score, the earlier on a tie; -1 for none.
 */
export function judgedAttempt(attempts: readonly Pick<Attempt, 'score' | 'passed'>[]): number {
  let best = -1;
  attempts.forEach((a, i) => {
    const b = attempts[best];
    if (best < 0 || (a.passed && !b.passed) || (a.passed === b.passed && a.score > b.score)) best = i;
  });
  return best;
}

/** isActive reports whether an attempt was judged on a recording (it has the recording's or challenges' sub-checks). */
export function isActive(a: Pick<Attempt, 'checks'>): boolean {
  return (a.checks ?? []).some((c) => RECORDING.has(c.name) || challengeOf(c.name) !== null);
}

/**
 * frameCount is how many frames an attempt recorded, read from its
 * `frames` sub-check's detail ("N of M frames show a face": M); 0 for an
 * attempt judged on a still selfie; null when it cannot be told.
 */
export function frameCount(a: Pick<Attempt, 'checks'>): number | null {
  const check = (a.checks ?? []).find((c) => c.name === 'frames');
  if (!check) return isActive(a) ? null : 0;
  const m = /^\s*(\d+) of (\d+) frames?\b/.exec(check.detail ?? '');
  return m ? Number(m[2]) : null;
}

/** An attempt's frames: those listed, in order, and how many it recorded (more than listed when the list was cut short). */
export interface FrameGroup<T> {
  frames: T[];
  total: number;
}

/**
 * frameGroups splits the frames listed (in order) into each attempt's,
 * one group per attempt, or returns null when the groups cannot be told
 * apart (see the file's comment). A single attempt takes every frame
 * listed, its total the count its detail gives when that is more.
 */
export function frameGroups<T>(attempts: readonly Pick<Attempt, 'checks'>[], frames: readonly T[]): FrameGroup<T>[] | null {
  if (attempts.length === 0) return null;
  const counts = attempts.map(frameCount);
  if (attempts.length === 1) {
    return [{ frames: [...frames], total: Math.max(counts[0] ?? 0, frames.length) }];
  }
  if (counts.some((n) => n === null)) return null;
  const sum = counts.reduce<number>((s, n) => s + (n ?? 0), 0);
  if (sum !== frames.length) return null;
  let at = 0;
  return counts.map((n) => {
    const group = { frames: frames.slice(at, at + (n ?? 0)), total: n ?? 0 };
    at += n ?? 0;
    return group;
  });
}

/** challenges are an attempt's challenge sub-checks, in the order asked. */
export function challenges(a: Pick<Attempt, 'checks'>): SubCheck[] {
  return (a.checks ?? []).filter((c) => challengeOf(c.name) !== null);
}

/** selfieChecks are the sub-checks of an attempt's selfie (faces, size, centred, frontal, eyes open, sharpness, lighting). */
export function selfieChecks(a: Pick<Attempt, 'checks'>): SubCheck[] {
  return (a.checks ?? []).filter((c) => challengeOf(c.name) === null && !RECORDING.has(c.name));
}

/** recordingChecks are the sub-checks of an active attempt's recording (frames, at rest, same face). */
export function recordingChecks(a: Pick<Attempt, 'checks'>): SubCheck[] {
  return (a.checks ?? []).filter((c) => RECORDING.has(c.name));
}

/** A frame of a group picked out, by its index in the attempt (from 0). */
export interface PickedFrame<T> {
  index: number;
  frame: T;
  /** The check that names it, when one does. */
  check?: SubCheck;
}

/** frameAt is the frame a check names, when its group is known and lists it. */
export function frameAt<T>(group: FrameGroup<T> | null | undefined, c: Pick<SubCheck, 'frame'>): T | null {
  if (!group || c.frame == null || c.frame < 0 || c.frame >= group.frames.length) return null;
  return group.frames[c.frame];
}

/**
 * bestFrame is the frame that shows an active attempt best: the one the
 * first passing challenge names (and the list holds), else the attempt's
 * first frame; null for a still selfie's attempt or unknown groups.
 */
export function bestFrame<T>(a: Pick<Attempt, 'checks'> | undefined, group: FrameGroup<T> | null | undefined): PickedFrame<T> | null {
  if (!a || !group || group.frames.length === 0) return null;
  for (const c of challenges(a)) {
    const f = c.passed ? frameAt(group, c) : null;
    if (f !== null) return { index: c.frame!, frame: f, check: c };
  }
  return { index: 0, frame: group.frames[0] };
}

/**
 * judgedSelfie is the selfie the face match compared: the judged attempt's
 * (the i-th selfie is the i-th attempt's) when there is one selfie per
 * attempt, else the latest selfie; null without one.
 */
export function judgedSelfie<T>(selfies: readonly T[], attempts: number, judged: number): T | null {
  if (selfies.length === 0) return null;
  if (selfies.length === attempts && judged >= 0) return selfies[judged];
  return selfies[selfies.length - 1];
}

/**
 * formatSimilarity shows a 0–1 similarity as a percentage with one
 * decimal, rounded down: a score below its threshold never reads as
 * reaching it.
 */
export function formatSimilarity(x: number): string {
  const tenths = Math.floor(Math.round(x * 100000) / 100);
  return `${(Math.max(0, Math.min(1000, tenths)) / 10).toFixed(1)}%`;
}

/** What the face match says, in words, and its tone. */
export interface FaceVerdict {
  text: string;
  tone: Tone;
}

/**
 * faceVerdict says what the face match found: why nothing was compared
 * (its reason), "Different people" when it failed, "Same person" at or
 * above min, else that the similarity is too low to tell.
 */
export function faceVerdict(m: FaceMatch, min: number = DEFAULT_FACE_MATCH_MIN): FaceVerdict {
  if (m.reason) return { text: REASON_LABELS[m.reason], tone: 'warning' };
  if (!m.passed) return { text: 'Different people', tone: 'danger' };
  if (m.similarity >= min) return { text: 'Same person', tone: 'success' };
  return { text: REASON_LABELS.FACE_MATCH_LOW_CONFIDENCE, tone: 'warning' };
}
