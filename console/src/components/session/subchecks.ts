// The named sub-checks of a document's side (quality.*, mrz.*), the
// cross-checks of a session (cross.*) and a liveness attempt's (faces,
// size, … and, for an active attempt, frames, at_rest, challenge.<n>.<name>,
// same_face), as people read them: a label from the check's name, and its
// measure against its threshold in the check's own unit.
import { challengeLabel } from './labels';

/** One named check, as the session query reads it. */
export interface SubCheck {
  name: string;
  score?: number | null;
  threshold?: number | null;
  passed: boolean;
  detail?: string | null;
  /** The frame of an active liveness attempt the check was judged on (from 0). */
  frame?: number | null;
}

/** What the named checks are called, where a name alone says too little. */
const NAMES: Record<string, string> = {
  'quality.resolution': 'Resolution',
  'quality.sharpness': 'Sharpness',
  'quality.glare': 'Glare',
  'quality.in_frame': 'Whole document in frame',
  mrz: 'Machine-readable zone',
  image: 'Document photograph',
  'cross.customer_name': 'Name matches the customer',
  'cross.duplicate_document': 'Document not used by another person',
  'cross.mrz_barcode': 'Barcode matches the machine-readable zone',
  'barcode.aamva': 'Barcode (AAMVA data)',
  'barcode.pdf417': 'PDF417 barcode',
  'barcode.qr': 'QR code',
  // A liveness attempt's: the selfie's, then the recording's.
  faces: 'One face',
  size: 'Face large enough',
  centred: 'Face centred',
  frontal: 'Facing the camera',
  eyes_open: 'Eyes open',
  sharpness: 'Sharpness',
  lighting: 'Lighting',
  challenges: 'Challenges performed',
  frames: 'Frames showing a face',
  at_rest: 'Face at rest before the prompts',
  same_face: 'Same person throughout',
};

/** challengeOf is the name of a challenge check ("challenge.1.turn_left" → "turn_left"), or null for any other check. */
export function challengeOf(name: string): string | null {
  const m = /^challenge\.\d+\.(.+)$/.exec(name);
  return m ? m[1] : null;
}

/** The AAMVA barcode's data elements, by their identifiers. */
const AAMVA_ELEMENTS: Record<string, string> = {
  header: 'header',
  DAQ: 'document number',
  DCS: 'family name',
  DBB: 'date of birth',
  DBA: 'expiry date',
  DBD: 'issue date',
};

/** Why the reader found no document in a photograph (docread's reasons). */
const IMAGE_REASONS: Record<string, string> = {
  empty: 'The file is empty',
  not_image: 'The file is not an image',
  corrupt: 'The image is damaged',
  too_large: 'The image is too large to read',
  too_small: 'The image is too small to read',
  no_mrz: 'No machine-readable zone was found',
};

/** words turns an identifier into lower-case words ("dateOfBirth", "date_of_birth" → "date of birth"). */
export function words(id: string): string {
  return id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** What a document's fields are called, where their name alone reads badly. */
const FIELD_NAMES: Record<string, string> = {
  optionalData2: 'Optional data 2',
  qrCode: 'QR code',
  addressLine1: 'Address',
};

/**
 * fieldLabel is a field read from a document as people read it
 * ("dateOfBirth", "date_of_birth" → "Date of birth").
 */
export function fieldLabel(name: string): string {
  return FIELD_NAMES[name] ?? capitalize(words(name));
}

/**
 * subCheckLabel names a check for people: "quality.glare" → "Glare",
 * "mrz.documentNumber" with detail checkDigit → "MRZ: document number
 * check digit", with detail value → "MRZ: document number format".
 */
export function subCheckLabel(c: Pick<SubCheck, 'name' | 'detail'>): string {
  const known = NAMES[c.name];
  if (known) return known;
  const challenge = challengeOf(c.name);
  if (challenge) return challengeLabel(challenge);
  const [group, ...rest] = c.name.split('.');
  const field = words(rest.join('.'));
  if (group === 'mrz' && field) {
    if (c.detail === 'checkDigit') return `MRZ: ${field} check digit`;
    if (c.detail === 'value') return `MRZ: ${field} format`;
    return `MRZ: ${field}`;
  }
  if (group === 'aamva' && rest.length > 0) return `Barcode: ${AAMVA_ELEMENTS[rest.join('.')] ?? rest.join('.')}`;
  return capitalize(words(field || c.name));
}

/**
 * subCheckDetail is what a check's detail tells people, or null when it
 * says nothing more than the label (an MRZ check's kind).
 */
export function subCheckDetail(c: Pick<SubCheck, 'name' | 'detail'>): string | null {
  const d = c.detail?.trim();
  if (!d) return null;
  if (c.name.startsWith('mrz.') && (d === 'checkDigit' || d === 'value')) return null;
  if (c.name === 'image') return IMAGE_REASONS[d] ?? capitalize(words(d));
  // A liveness attempt's count of faces says it in its measure ("1 found").
  if (c.name === 'faces' && d === 'faces found') return null;
  if (challengeOf(c.name)) {
    // "best frame 7, at 2750 ms": the frame is shown beside it (its number is a button).
    const at = /^best frame \d+, at (\d+) ms$/.exec(d);
    if (at) return `At ${trim(Number(at[1]) / 1000, 2)} s into the recording`;
  }
  return capitalize(d);
}

/** trim shows n with at most digits decimals, without trailing zeros. */
function trim(n: number, digits: number): string {
  return String(Number(n.toFixed(digits)));
}

/**
 * subCheckMeasure is a check's score against its threshold in the check's
 * unit ("1240 px" and "≥ 800 px"; glare as a share, at most its
 * threshold), or null when it has no score or is a yes-or-no check (in
 * frame). needs is null when there is no threshold.
 */
export function subCheckMeasure(c: SubCheck): { value: string; needs: string | null } | null {
  if (c.score == null) return null;
  const t = c.threshold;
  const pct = (n: number, digits = 0) => `${trim(n * 100, digits)}%`;
  const challenge = challengeOf(c.name);
  if (challenge) {
    switch (challenge) {
      case 'turn_left':
      case 'turn_right':
      case 'nod':
        return { value: `${trim(c.score, 0)}°`, needs: t == null ? null : `≥ ${trim(t, 0)}°` };
      case 'smile':
      case 'move_closer':
        return { value: `${c.score > 0 ? '+' : ''}${pct(c.score)}`, needs: t == null ? null : `≥ +${pct(t)}` };
      case 'blink':
        return { value: `${pct(c.score)} closed`, needs: t == null ? null : `≥ ${pct(t)}` };
    }
  }
  switch (c.name) {
    case 'quality.in_frame':
      return null;
    case 'quality.resolution':
      return { value: `${Math.round(c.score)} px`, needs: t == null ? null : `≥ ${Math.round(t)} px` };
    case 'faces':
      return { value: `${trim(c.score, 0)} found`, needs: t == null ? null : `exactly ${trim(t, 0)}` };
    case 'size':
      return { value: `${pct(c.score)} of the width`, needs: t == null ? null : `≥ ${pct(t)}` };
    case 'centred':
      return { value: `${pct(c.score, 1)} off centre`, needs: t == null ? null : `≤ ${pct(t)}` };
    case 'frontal':
      return { value: `${pct(c.score)} of the bounds`, needs: t == null ? null : `≤ ${pct(t)}` };
    case 'frames':
      return { value: pct(c.score), needs: t == null ? null : `≥ ${pct(t)}` };
    case 'same_face':
      return { value: `${c.score.toFixed(2)} apart`, needs: t == null ? null : `≤ ${t.toFixed(2)}` };
    case 'lighting':
      return { value: trim(c.score, 0), needs: t == null ? null : `≥ ${trim(t, 0)}` };
    case 'sharpness':
    case 'quality.sharpness':
      return { value: trim(c.score, c.score < 10 ? 1 : 0), needs: t == null ? null : `≥ ${trim(t, 1)}` };
    case 'quality.glare':
      return { value: `${trim(c.score * 100, 1)}%`, needs: t == null ? null : `≤ ${trim(t * 100, 1)}%` };
  }
  return { value: c.score.toFixed(2), needs: t == null ? null : `≥ ${t.toFixed(2)}` };
}
