import { expect, test } from 'vitest';
import { challengeLabel, eventLabel, signalLabel, statusTone } from './labels';

test('signals and challenges in plain words', () => {
  expect(signalLabel('multipleFaces')).toBe('Several faces');
  expect(signalLabel('faceNotCentered')).toBe('Face not centred');
  expect(signalLabel('poorLighting')).toBe('Poor lighting');
  expect(signalLabel('faceChanged')).toBe('Another face in the recording');
  expect(signalLabel('challengeNotPerformed')).toBe('A challenge was not performed');
  expect(signalLabel('screenReplay')).toBe('Screen replay');
  expect(challengeLabel('turn_left')).toBe('Turn left');
  expect(challengeLabel('turn_right')).toBe('Turn right');
  expect(challengeLabel('smile')).toBe('Smile');
  expect(challengeLabel('nod')).toBe('Nod');
  expect(challengeLabel('move_closer')).toBe('Move closer');
  expect(challengeLabel('blink')).toBe('Blink');
  expect(challengeLabel('raise_eyebrows')).toBe('Raise eyebrows');
});

test('approved, rejected and in review each have a tone of their own', () => {
  const tones = (['APPROVED', 'REJECTED', 'REQUIRES_REVIEW'] as const).map(statusTone);
  expect(tones).toEqual(['success', 'danger', 'warning']);
  expect(statusTone('PENDING')).toBe('neutral');
});

test('a session’s events in plain words, an unknown one as its type', () => {
  expect(eventLabel('verification.requires_review')).toBe('Sent to review');
  expect(eventLabel('verification.rejected')).toBe('Rejected');
  expect(eventLabel('verification.something_new')).toBe('verification.something_new');
});
