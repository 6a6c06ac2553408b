// How the session's enums read in the console. Each map is keyed by every
// value of its enum (from codegen), so a value added to the schema fails the
// build until it has a label.
import type { DecisionReason, DocumentKind, RedoStep, SessionStatus, Stage } from '../../gql/graphql';
import type { Tone } from '../ui/Badge';

export const STATUS_LABELS: Record<SessionStatus, string> = {
  PENDING: 'Pending',
  STARTED: 'Started',
  DOCUMENT_SUBMITTED: 'Document submitted',
  LIVENESS_SUBMITTED: 'Selfie submitted',
  ADDRESS_SUBMITTED: 'Address submitted',
  PROCESSING: 'Processing',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  REQUIRES_REVIEW: 'In review',
  EXPIRED: 'Expired',
  CANCELLED: 'Cancelled',
};

export const REASON_LABELS: Record<DecisionReason, string> = {
  DOCUMENT_EXPIRED: 'Document expired',
  LIVENESS_FAILED: 'Liveness failed',
  FACE_MATCH_FAILED: 'Face match failed',
  MULTIPLE_FACES_DETECTED: 'Several faces seen',
  LOW_DOCUMENT_QUALITY: 'Low document quality',
  OCR_LOW_CONFIDENCE: 'Document hard to read',
  LIVENESS_LOW_CONFIDENCE: 'Low liveness score',
  FACE_MATCH_LOW_CONFIDENCE: 'Low face similarity',
  ADDRESS_VERIFICATION_FAILED: 'Address check failed',
  ADDRESS_LOW_CONFIDENCE: 'Low address score',
  ADDRESS_DOCUMENT_REVIEW: 'Proof of address to look at',
  DOCUMENT_UNREADABLE: 'Document unreadable',
  MRZ_CHECK_FAILED: 'Machine-readable zone does not check out',
  LOW_IMAGE_QUALITY: 'Photograph of poor quality',
  PROVIDER_UNAVAILABLE: 'A check could not run',
  FACE_NOT_DETECTED: 'No face found',
  LIVENESS_NOT_PERFORMED: 'Liveness challenges not performed',
  DATA_MISMATCH: 'Name on the document is not the customer’s',
  DUPLICATE_DOCUMENT: 'Document used by another person',
  MANUAL_REVIEW_REQUIRED: 'No automated checks',
  AUTO_APPROVED: 'Approved automatically',
  MANUAL_APPROVAL: 'Approved by a reviewer',
  MANUAL_REJECTION: 'Rejected by a reviewer',
};

export const REDO_LABELS: Record<RedoStep, string> = {
  DOCUMENT: 'The document (every side)',
  DOCUMENT_BACK: 'The back of the document',
  LIVENESS: 'The selfie',
  ADDRESS: 'The address',
};

export const KIND_LABELS: Record<DocumentKind, string> = {
  DOCUMENT_FRONT: 'Document, front',
  DOCUMENT_BACK: 'Document, back',
  LIVENESS: 'Selfie',
  LIVENESS_VIDEO: 'Selfie video',
  POA: 'Proof of address',
  DOCUMENT_PORTRAIT: 'Portrait, from the document',
  LIVENESS_FRAME: 'Liveness frame',
};

/**
 * The spoof signals a liveness attempt raises (LivenessCheck.signals, as
 * Arkyc names them). Signals are strings, not an enum: one not listed here
 * reads as its name in words (signalLabel).
 */
export const SIGNAL_LABELS: Record<string, string> = {
  multipleFaces: 'Several faces',
  faceNotCentered: 'Face not centred',
  poorLighting: 'Poor lighting',
  faceChanged: 'Another face in the recording',
  challengeNotPerformed: 'A challenge was not performed',
};

/** The challenges of an active liveness attempt (its sub-checks challenge.<n>.<name>), as the person was asked them. */
export const CHALLENGE_LABELS: Record<string, string> = {
  turn_left: 'Turn left',
  turn_right: 'Turn right',
  smile: 'Smile',
  nod: 'Nod',
  move_closer: 'Move closer',
  blink: 'Blink',
};

/** inWords is an identifier as a capitalised phrase ("faceChanged", "move_closer" → "Face changed", "Move closer"). */
function inWords(id: string): string {
  const w = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** signalLabel is a liveness signal for people. */
export function signalLabel(signal: string): string {
  return SIGNAL_LABELS[signal] ?? inWords(signal);
}

/** challengeLabel is a challenge's name ("turn_left") for people. */
export function challengeLabel(name: string): string {
  return CHALLENGE_LABELS[name] ?? inWords(name);
}

/** A session's events (verification.*), as its history shows them. */
export const EVENT_LABELS: Record<string, string> = {
  'verification.started': 'Started',
  'verification.document_submitted': 'Document sent',
  'verification.address_submitted': 'Address sent',
  'verification.processing': 'Checks running',
  'verification.requires_review': 'Sent to review',
  'verification.approved': 'Approved',
  'verification.rejected': 'Rejected',
  'verification.completed': 'Completed',
  'verification.expired': 'Expired',
  'verification.cancelled': 'Cancelled',
  'verification.assigned': 'Assigned',
  'verification.flagged': 'Flagged',
  'verification.unflagged': 'Flag cleared',
  'verification.note_added': 'Note added',
  'verification.redo_requested': 'Steps asked again',
  'verification.redacted': 'Personal data erased',
};

/** eventLabel is an event's type as people read it; the type itself when it has no label. */
export function eventLabel(type: string): string {
  return Object.hasOwn(EVENT_LABELS, type) ? EVENT_LABELS[type] : type;
}

export const STAGE_LABELS: Record<Stage, string> = {
  DOCUMENT: 'Document',
  LIVENESS: 'Liveness',
  FACE_MATCH: 'Face match',
  ADDRESS: 'Address',
};

/** keysOf lists a label map's keys, typed. */
export function keysOf<K extends string>(labels: Record<K, string>): K[] {
  return Object.keys(labels) as K[];
}

/** statusTone is the tone of a status's badge: approved, rejected and in review each have their own. */
export function statusTone(status: SessionStatus): Tone {
  if (status === 'APPROVED') return 'success';
  if (status === 'REJECTED') return 'danger';
  return status === 'REQUIRES_REVIEW' ? 'warning' : 'neutral';
}

/** formatScore shows a 0–1 score with two decimals. */
export function formatScore(score: number | null | undefined): string {
  return score == null ? '—' : score.toFixed(2);
}

export { formatTime } from '../../lib/time';

/** formatAge says how long ago since was, roughly ("4 min", "3 h", "2 d"). */
export function formatAge(since: string | null | undefined, now: number = Date.now()): string {
  if (!since) return '—';
  const s = Math.max(0, Math.floor((now - new Date(since).getTime()) / 1000));
  if (s < 60) return 'just now';
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 86400) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86400)} d`;
}
