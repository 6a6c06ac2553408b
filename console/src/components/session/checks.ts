// Each check of a session against the thresholds of its workflow (as the
// session took them): the engine's rules (internal/identity/kyc/decision), shown
// row by row. A score at its threshold passes it.
import type { DocumentType, RedoStep, Stage } from '../../gql/graphql';

export interface Thresholds {
  ocrMin: number;
  qualityMin: number;
  livenessMin: number;
  faceMatchMin: number;
}

interface Ocr {
  confidence: number;
  quality: number;
  expired: boolean;
}

/** The checks as the session query reads them. */
export interface Checks {
  documentFront?: Ocr | null;
  documentBack?: Ocr | null;
  liveness: { score: number; passed: boolean; multipleFaces: boolean }[];
  faceMatch?: { similarity: number; passed: boolean } | null;
  address?: { score: number; passed: boolean } | null;
}

/** One measure of a check. */
export interface CheckRow {
  key: string;
  check: string;
  measure: string;
  score: number | null;
  /** The minimum it needs; null for a yes-or-no result. */
  min: number | null;
  passed: boolean;
  /** Why it failed, when it did. */
  why?: string;
}

function scored(key: string, check: string, measure: string, score: number, min: number): CheckRow {
  const passed = score >= min;
  return { key, check, measure, score, min, passed, why: passed ? undefined : `Below ${min.toFixed(2)}` };
}

function ocr(key: string, check: string, c: Ocr, t: Thresholds): CheckRow[] {
  return [
    scored(key + '-quality', check, 'Image quality', c.quality, t.qualityMin),
    scored(key + '-confidence', check, 'Reading confidence', c.confidence, t.ocrMin),
    { key: key + '-expiry', check, measure: 'Not expired', score: null, min: null, passed: !c.expired, why: c.expired ? 'Expired' : undefined },
  ];
}

/** checkRows lists every measure of checks with its verdict; addressMin is the workflow's address auto-approve threshold. */
export function checkRows(checks: Checks | null | undefined, t: Thresholds, addressMin: number): CheckRow[] {
  if (!checks) return [];
  const rows: CheckRow[] = [];
  if (checks.documentFront) rows.push(...ocr('front', 'Document front', checks.documentFront, t));
  if (checks.documentBack) rows.push(...ocr('back', 'Document back', checks.documentBack, t));
  checks.liveness.forEach((l, i) => {
    const check = checks.liveness.length > 1 ? `Liveness, attempt ${i + 1}` : 'Liveness';
    const row = scored(`liveness-${i}`, check, 'Liveness score', l.score, t.livenessMin);
    if (!l.passed) row.why = 'Failed';
    row.passed = row.passed && l.passed;
    rows.push(row);
    rows.push({ key: `faces-${i}`, check, measure: 'One face', score: null, min: null, passed: !l.multipleFaces,
      why: l.multipleFaces ? 'Several faces' : undefined });
  });
  if (checks.faceMatch) {
    const row = scored('face', 'Face match', 'Similarity', checks.faceMatch.similarity, t.faceMatchMin);
    if (!checks.faceMatch.passed) row.why = 'Failed';
    row.passed = row.passed && checks.faceMatch.passed;
    rows.push(row);
  }
  if (checks.address) {
    const row = scored('address', 'Address', 'Address score', checks.address.score, addressMin);
    if (!checks.address.passed) row.why = 'Failed';
    row.passed = row.passed && checks.address.passed;
    rows.push(row);
  }
  return rows;
}

/** redoSteps are the steps a reviewer may ask again of a session on stages; a passport has no back. */
export function redoSteps(stages: readonly Stage[], documentType: DocumentType | null | undefined): RedoStep[] {
  const out: RedoStep[] = [];
  if (stages.includes('DOCUMENT')) {
    out.push('DOCUMENT');
    if (documentType !== 'PASSPORT') out.push('DOCUMENT_BACK');
  }
  if (stages.includes('LIVENESS')) out.push('LIVENESS');
  if (stages.includes('ADDRESS')) out.push('ADDRESS');
  return out;
}
