// The named sub-checks of a document's side (quality.*, mrz.*) and the
// cross-checks of a session (cross.*), as people read them: a label from
// the check's name, and its measure against its threshold in the check's
// own unit.

/** One named check, as the session query reads it. */
export interface SubCheck {
  name: string;
  score?: number | null;
  threshold?: number | null;
  passed: boolean;
  detail?: string | null;
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
};

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
  switch (c.name) {
    case 'quality.in_frame':
      return null;
    case 'quality.resolution':
      return { value: `${Math.round(c.score)} px`, needs: t == null ? null : `≥ ${Math.round(t)} px` };
    case 'quality.sharpness':
      return { value: trim(c.score, c.score < 10 ? 1 : 0), needs: t == null ? null : `≥ ${trim(t, 1)}` };
    case 'quality.glare':
      return { value: `${trim(c.score * 100, 1)}%`, needs: t == null ? null : `≤ ${trim(t * 100, 1)}%` };
  }
  return { value: c.score.toFixed(2), needs: t == null ? null : `≥ ${t.toFixed(2)}` };
}
