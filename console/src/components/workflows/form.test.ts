import { describe, expect, test } from 'vitest';
import { NEW_WORKFLOW, move, toForm, toInput, toggled, type WorkflowLike } from './form';

const w: WorkflowLike = {
  name: 'Address check',
  isDefault: false,
  stages: ['ADDRESS', 'DOCUMENT'],
  documentTypes: ['ID_CARD', 'PASSPORT'],
  address: { methods: ['POA_DOCUMENT'], onFail: 'REJECT', autoApproveThreshold: 0.9 },
  thresholds: { ocrMin: 0.7, qualityMin: 0.5, livenessMin: 0.8, faceMatchMin: 0.85 },
};

describe('toForm', () => {
  test('enabled stages first, in order; the rest off', () => {
    expect(toForm(w).stages).toEqual([
      { stage: 'ADDRESS', on: true },
      { stage: 'DOCUMENT', on: true },
      { stage: 'LIVENESS', on: false },
      { stage: 'FACE_MATCH', on: false },
    ]);
    expect(toForm(w).thresholds.faceMatchMin).toBe('0.85');
  });
});

describe('toInput', () => {
  test('round trip', () => {
    expect(toInput(toForm(w))).toEqual({
      input: {
        name: 'Address check',
        stages: ['ADDRESS', 'DOCUMENT'],
        documentTypes: ['PASSPORT', 'ID_CARD'],
        address: { methods: ['POA_DOCUMENT'], onFail: 'REJECT', autoApproveThreshold: 0.9 },
        thresholds: { ocrMin: 0.7, qualityMin: 0.5, livenessMin: 0.8, faceMatchMin: 0.85 },
      },
    });
  });

  test('made the default', () => {
    const r = toInput({ ...toForm(NEW_WORKFLOW), isDefault: true });
    expect('input' in r && r.input.isDefault).toBe(true);
  });

  test('numbers out of range go to the server; text that is no number stays here', () => {
    const f = toForm(w);
    const high = toInput({ ...f, thresholds: { ...f.thresholds, ocrMin: '1.5' } });
    expect('input' in high && high.input.thresholds?.ocrMin).toBe(1.5);
    expect(toInput({ ...f, thresholds: { ...f.thresholds, ocrMin: 'abc' }, autoApproveThreshold: '' })).toEqual({
      problems: {
        'thresholds.ocrMin': ['Enter a number from 0 to 1, such as 0.8.'],
        'address.autoApproveThreshold': ['Enter a number from 0 to 1, such as 0.8.'],
      },
    });
    const comma = toInput({ ...f, thresholds: { ...f.thresholds, ocrMin: '0,75' } });
    expect('input' in comma && comma.input.thresholds?.ocrMin).toBe(0.75);
  });
});

test('move and toggled', () => {
  expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
  expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  expect(toggled(['a'], 'b', true)).toEqual(['a', 'b']);
  expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
  expect(toggled(['a'], 'a', true)).toEqual(['a']);
});
