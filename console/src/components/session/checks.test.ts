import { expect, test } from 'vitest';
import { checkRows, redoSteps } from './checks';

const t = { ocrMin: 0.8, qualityMin: 0.75, livenessMin: 0.85, faceMatchMin: 0.75 };

test('scores at or above their threshold pass, below fail', () => {
  const rows = checkRows(
    {
      documentFront: { confidence: 0.7, quality: 0.75, expired: false },
      liveness: [{ score: 0.9, passed: true, multipleFaces: false }],
      faceMatch: { similarity: 0.74, passed: true },
      address: { score: 0.6, passed: true },
    },
    t,
    0.6,
  );
  const verdicts = Object.fromEntries(rows.map((r) => [r.key, [r.passed, r.why]]));
  expect(verdicts).toEqual({
    'front-quality': [true, undefined],
    'front-confidence': [false, 'Below 0.80'],
    'front-expiry': [true, undefined],
    'liveness-0': [true, undefined],
    'faces-0': [true, undefined],
    face: [false, 'Below 0.75'],
    address: [true, undefined],
  });
});

test('a provider’s failure fails whatever the score', () => {
  const rows = checkRows(
    {
      documentBack: { confidence: 0.99, quality: 0.99, expired: true },
      liveness: [
        { score: 0.2, passed: false, multipleFaces: true },
        { score: 0.95, passed: false, multipleFaces: false },
      ],
      faceMatch: { similarity: 0.9, passed: false },
    },
    t,
    0.6,
  );
  const failed = rows.filter((r) => !r.passed).map((r) => [r.key, r.check, r.why]);
  expect(failed).toEqual([
    ['back-expiry', 'Document back', 'Expired'],
    ['liveness-0', 'Liveness, attempt 1', 'Failed'],
    ['faces-0', 'Liveness, attempt 1', 'Several faces'],
    ['liveness-1', 'Liveness, attempt 2', 'Failed'],
    ['face', 'Face match', 'Failed'],
  ]);
});

test('no checks yet', () => {
  expect(checkRows(null, t, 0.6)).toEqual([]);
});

test('redo steps follow the workflow’s stages', () => {
  expect(redoSteps(['DOCUMENT', 'LIVENESS', 'FACE_MATCH'], 'ID_CARD')).toEqual(['DOCUMENT', 'DOCUMENT_BACK', 'LIVENESS']);
  expect(redoSteps(['DOCUMENT', 'LIVENESS', 'ADDRESS'], 'PASSPORT')).toEqual(['DOCUMENT', 'LIVENESS', 'ADDRESS']);
  expect(redoSteps(['ADDRESS'], null)).toEqual(['ADDRESS']);
});
