import { expect, test } from 'vitest';
import {
  bestFrame,
  challenges,
  faceVerdict,
  formatSimilarity,
  frameAt,
  frameCount,
  frameGroups,
  isActive,
  judgedAttempt,
  judgedSelfie,
  recordingChecks,
  selfieChecks,
} from './faces';
import type { SubCheck } from './subchecks';

const passive: SubCheck[] = [
  { name: 'faces', score: 1, threshold: 1, passed: true, detail: 'faces found' },
  { name: 'size', score: 0.45, threshold: 0.15, passed: true },
  { name: 'lighting', score: 46, threshold: 30, passed: true },
];

/** active is an active attempt's checks: its frames' count, then its challenges as [name, passed, frame]. */
function active(frames: number, ...asked: [string, boolean, number | null][]): SubCheck[] {
  return [
    ...passive,
    { name: 'frames', score: 1, threshold: 0.6, passed: true, detail: `${frames} of ${frames} frames show a face` },
    { name: 'at_rest', passed: true, detail: 'frames of the face at rest before the first prompt' },
    ...asked.map(([name, passed, frame], i) => ({
      name: `challenge.${i + 1}.${name}`, score: 1, threshold: 0.5, passed, frame,
      detail: frame === null ? 'no face in the frames of its prompt' : `best frame ${frame + 1}, at ${frame * 250} ms`,
    })),
    { name: 'same_face', score: 0.25, threshold: 0.6, passed: true, frame: 3, detail: 'the largest distance' },
  ];
}

const names = (n: number, prefix = 'f') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

test('the judged attempt is the server’s: a pass over a fail, then the higher score, the earlier on a tie', () => {
  expect(judgedAttempt([])).toBe(-1);
  expect(judgedAttempt([{ score: 0.2, passed: false }])).toBe(0);
  expect(judgedAttempt([{ score: 0.99, passed: false }, { score: 0.9, passed: true }])).toBe(1);
  expect(judgedAttempt([{ score: 0.9, passed: true }, { score: 0.95, passed: true }, { score: 0.1, passed: false }])).toBe(1);
  expect(judgedAttempt([{ score: 0.9, passed: true }, { score: 0.9, passed: true }])).toBe(0);
  expect(judgedAttempt([{ score: 0, passed: false }, { score: 0.3, passed: false }])).toBe(1);
});

test('an attempt’s frame count is read from its frames check’s detail', () => {
  expect(frameCount({ checks: active(24) })).toBe(24);
  expect(frameCount({ checks: [{ name: 'frames', passed: false, detail: '9 of 34 frames show a face' }] })).toBe(34);
  expect(frameCount({ checks: [{ name: 'frames', passed: true, detail: '1 of 1 frame shows a face' }] })).toBe(1);
  // A still selfie records none; an active attempt whose count is not said cannot be told.
  expect(frameCount({ checks: passive })).toBe(0);
  expect(frameCount({ checks: [] })).toBe(0);
  expect(frameCount({ checks: null })).toBe(0);
  expect(frameCount({ checks: [{ name: 'frames', passed: true, detail: 'most frames show a face' }] })).toBeNull();
  expect(frameCount({ checks: [{ name: 'frames', passed: true, detail: null }] })).toBeNull();
  expect(frameCount({ checks: [{ name: 'challenge.1.smile', passed: true, frame: 2 }] })).toBeNull();
  expect(isActive({ checks: passive })).toBe(false);
  expect(isActive({ checks: active(4) })).toBe(true);
});

test('frames are split attempt by attempt, by each attempt’s count', () => {
  const frames = names(24 + 34);
  const groups = frameGroups([{ checks: active(24) }, { checks: active(34) }], frames)!;
  expect(groups.map((g) => g.frames.length)).toEqual([24, 34]);
  expect(groups[0].frames[0]).toBe('f0');
  expect(groups[1].frames[0]).toBe('f24');
  expect(groups[1].total).toBe(34);
  // A still selfie between two recordings has no frames.
  const three = frameGroups([{ checks: active(4) }, { checks: passive }, { checks: active(3) }], names(7))!;
  expect(three.map((g) => g.frames)).toEqual([['f0', 'f1', 'f2', 'f3'], [], ['f4', 'f5', 'f6']]);
});

test('frames whose attempts cannot be told apart are not split', () => {
  // A count that cannot be read.
  const unread = active(24).map((c) => (c.name === 'frames' ? { ...c, detail: 'all frames show a face' } : c));
  expect(frameGroups([{ checks: unread }, { checks: active(24) }], names(48))).toBeNull();
  // Counts that do not add up to the frames listed (a recording whose selfie had no face says no count).
  expect(frameGroups([{ checks: [{ name: 'faces', passed: false, detail: 'no face found' }] }, { checks: active(24) }], names(48))).toBeNull();
  expect(frameGroups([{ checks: active(24) }, { checks: active(24) }], names(40))).toBeNull();
  expect(frameGroups([], names(3))).toBeNull();
});

test('a single attempt owns every frame listed, whatever its count says', () => {
  expect(frameGroups([{ checks: unreadable() }], names(5))).toEqual([{ frames: names(5), total: 5 }]);
  // Listed short of the count: the first frames, in order, out of the count.
  expect(frameGroups([{ checks: active(24) }], names(8))).toEqual([{ frames: names(8), total: 24 }]);
  expect(frameGroups([{ checks: passive }], [])).toEqual([{ frames: [], total: 0 }]);
});

function unreadable(): SubCheck[] {
  return [{ name: 'frames', passed: true, detail: '?' }];
}

test('the best frame is the first passing challenge’s, else the first', () => {
  const group = { frames: names(24), total: 24 };
  const a = { checks: active(24, ['turn_left', false, 5], ['smile', true, 17], ['nod', true, 20]) };
  expect(bestFrame(a, group)).toMatchObject({ index: 17, frame: 'f17', check: { name: 'challenge.2.smile' } });
  expect(bestFrame({ checks: active(24, ['turn_left', false, 5], ['smile', false, null]) }, group)).toEqual({ index: 0, frame: 'f0' });
  // A named frame the list does not hold gives way to the next.
  const short = { frames: names(18), total: 24 };
  expect(bestFrame({ checks: active(24, ['turn_left', true, 20], ['smile', true, 9]) }, short)).toMatchObject({ index: 9, frame: 'f9' });
  expect(bestFrame(a, null)).toBeNull();
  expect(bestFrame({ checks: passive }, { frames: [], total: 0 })).toBeNull();
  expect(bestFrame(undefined, group)).toBeNull();
});

test('a check’s frame is found in its group when listed', () => {
  const group = { frames: names(10), total: 24 };
  expect(frameAt(group, { frame: 3 })).toBe('f3');
  expect(frameAt(group, { frame: 12 })).toBeNull();
  expect(frameAt(group, { frame: null })).toBeNull();
  expect(frameAt(null, { frame: 3 })).toBeNull();
});

test('the sub-checks are sorted into the selfie’s, the recording’s and the challenges', () => {
  const checks = active(24, ['turn_left', true, 7], ['smile', true, 17]);
  expect(selfieChecks({ checks }).map((c) => c.name)).toEqual(['faces', 'size', 'lighting']);
  expect(recordingChecks({ checks }).map((c) => c.name)).toEqual(['frames', 'at_rest', 'same_face']);
  expect(challenges({ checks }).map((c) => c.name)).toEqual(['challenge.1.turn_left', 'challenge.2.smile']);
});

test('the judged selfie is the judged attempt’s, else the latest', () => {
  expect(judgedSelfie(['s0', 's1', 's2'], 3, 1)).toBe('s1');
  expect(judgedSelfie(['s0', 's1'], 3, 1)).toBe('s1');
  expect(judgedSelfie(['s0', 's1'], 3, 0)).toBe('s1');
  expect(judgedSelfie(['s0'], 0, -1)).toBe('s0');
  expect(judgedSelfie([], 1, 0)).toBeNull();
});

test('similarity reads as a percentage, never rounded up to its threshold', () => {
  expect(formatSimilarity(0.9996)).toBe('99.9%');
  expect(formatSimilarity(0.75)).toBe('75.0%');
  expect(formatSimilarity(0.7499)).toBe('74.9%');
  expect(formatSimilarity(1)).toBe('100.0%');
  expect(formatSimilarity(0)).toBe('0.0%');
  expect(formatSimilarity(0.29)).toBe('29.0%');
});

test('the face match’s verdict in words', () => {
  expect(faceVerdict({ similarity: 0.9, passed: true }, 0.75)).toEqual({ text: 'Same person', tone: 'success' });
  expect(faceVerdict({ similarity: 0.75, passed: true })).toEqual({ text: 'Same person', tone: 'success' });
  expect(faceVerdict({ similarity: 0.8, passed: true }, 0.85).text).toBe('Low face similarity');
  expect(faceVerdict({ similarity: 0.3, passed: false }, 0.75)).toEqual({ text: 'Different people', tone: 'danger' });
  expect(faceVerdict({ similarity: 0, passed: false, reason: 'FACE_NOT_DETECTED', detail: 'no face on the document' })).toEqual({
    text: 'No face found',
    tone: 'warning',
  });
});
