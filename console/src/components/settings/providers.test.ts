import { describe, expect, test } from 'vitest';
import {
  DRIVER_LABELS,
  checkDraft,
  draftOf,
  driverOptions,
  hasProblems,
  inputOf,
  keepsSecret,
  newSecret,
  placeErrors,
  resetInput,
  secretOK,
  sentence,
  stageLabel,
  type Provider,
} from './providers';

const SECRET = 'whsec_' + btoa(String.fromCharCode(...new Uint8Array(24).fill(7)));

const mock = (stage: Provider['stage']): Provider => ({ stage, driver: 'MOCK', chosen: false });
const http: Provider = { stage: 'LIVENESS', driver: 'HTTP', chosen: true, url: 'https://checks.example/v1', secretHint: 'whsec_abcd…wxyz' };

describe('drivers', () => {
  test('each has a label', () => {
    expect(DRIVER_LABELS.NONE).toBe('None — sent to a person');
    expect(stageLabel('FACE_MATCH')).toBe('Face match');
  });

  test('the mocks in test mode only, the builtin check for the document, a geocoder for the address', () => {
    expect(driverOptions('TEST', 'DOCUMENT')).toEqual(['MOCK', 'BUILTIN', 'HTTP', 'NONE']);
    expect(driverOptions('TEST', 'LIVENESS')).toEqual(['MOCK', 'BUILTIN', 'HTTP', 'NONE']);
    expect(driverOptions('TEST', 'ADDRESS')).toEqual(['MOCK', 'HTTP', 'GEOCODER', 'NONE']);
    expect(driverOptions('LIVE', 'DOCUMENT')).toEqual(['BUILTIN', 'HTTP', 'NONE']);
    expect(driverOptions('LIVE', 'FACE_MATCH')).toEqual(['BUILTIN', 'HTTP', 'NONE']);
    expect(driverOptions('LIVE', 'ADDRESS')).toEqual(['HTTP', 'GEOCODER', 'NONE']);
  });

  test('the driver in use is always offered', () => {
    expect(driverOptions('LIVE', 'LIVENESS', 'BUILTIN')).toEqual(['BUILTIN', 'HTTP', 'NONE']);
    expect(driverOptions('LIVE', 'LIVENESS', 'MOCK')).toEqual(['MOCK', 'BUILTIN', 'HTTP', 'NONE']);
    expect(driverOptions('LIVE', 'ADDRESS', 'BUILTIN')).toEqual(['BUILTIN', 'HTTP', 'GEOCODER', 'NONE']);
  });
});

describe('a stage’s form', () => {
  test('is filled from the server, with no secret', () => {
    expect(draftOf(http)).toEqual({ driver: 'HTTP', url: 'https://checks.example/v1', secret: '' });
    expect(draftOf(mock('ADDRESS'))).toEqual({ driver: 'MOCK', url: '', secret: '' });
  });

  test('a service needs a URL; an external one a secret unless one is stored', () => {
    const p = mock('LIVENESS');
    expect(checkDraft({ driver: 'HTTP', url: '', secret: '' }, p)).toEqual({
      url: 'The service’s URL is required.',
      secret: 'A signing secret is required: generate one, or paste the one your service gave you.',
    });
    expect(checkDraft({ driver: 'GEOCODER', url: '  ', secret: '' }, mock('ADDRESS')).url).toBe('The geocoder’s URL is required.');
    expect(checkDraft({ driver: 'HTTP', url: 'checks.example', secret: SECRET }, p).url).toMatch(/whole URL/);
    expect(checkDraft({ driver: 'HTTP', url: 'http://127.0.0.1:8088/x', secret: SECRET }, p)).toEqual({});
    // The stored secret is kept.
    expect(checkDraft({ driver: 'HTTP', url: 'https://checks.example/v1', secret: '' }, http)).toEqual({});
    expect(checkDraft({ driver: 'HTTP', url: 'https://checks.example/v1', secret: 'hunter2' }, http).secret).toMatch(/whsec_/);
    // Credentials, ports and live mode's rules are the server's to check.
    expect(checkDraft({ driver: 'HTTP', url: 'http://user:pw@127.0.0.1:9/', secret: SECRET }, p)).toEqual({});
    expect(checkDraft({ driver: 'NONE', url: '', secret: 'junk' }, p)).toEqual({});
    expect(hasProblems({})).toBe(false);
    expect(hasProblems({ url: 'x' })).toBe(true);
  });

  test('a secret as the server takes it', () => {
    expect(secretOK(SECRET)).toBe(true);
    expect(secretOK('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(true);
    expect(secretOK('whsec_short')).toBe(false);
    expect(secretOK(SECRET.slice('whsec_'.length))).toBe(false);
    expect(secretOK('whsec_' + 'not base64!'.repeat(3))).toBe(false);
    expect(secretOK('whsec_' + 'A'.repeat(201))).toBe(false);
  });

  test('keepsSecret: an external service with a secret stored', () => {
    expect(keepsSecret(http)).toBe(true);
    expect(keepsSecret({ ...http, secretHint: null })).toBe(false);
    expect(keepsSecret({ stage: 'ADDRESS', driver: 'GEOCODER', chosen: true, url: 'http://x' })).toBe(false);
  });

  test('the input: a URL for a service, the secret only when given', () => {
    expect(inputOf('LIVENESS', { driver: 'HTTP', url: ' https://checks.example/v1 ', secret: '' })).toEqual({
      stage: 'LIVENESS', driver: 'HTTP', url: 'https://checks.example/v1', secret: null,
    });
    expect(inputOf('LIVENESS', { driver: 'HTTP', url: 'https://checks.example/v1', secret: ` ${SECRET} ` }).secret).toBe(SECRET);
    expect(inputOf('ADDRESS', { driver: 'GEOCODER', url: 'http://127.0.0.1:9', secret: SECRET })).toEqual({
      stage: 'ADDRESS', driver: 'GEOCODER', url: 'http://127.0.0.1:9', secret: null,
    });
    expect(inputOf('DOCUMENT', { driver: 'BUILTIN', url: 'https://left.over', secret: '' })).toEqual({
      stage: 'DOCUMENT', driver: 'BUILTIN', url: null, secret: null,
    });
    expect(resetInput('ADDRESS')).toEqual({ stage: 'ADDRESS', driver: null, url: null, secret: null });
  });
});

test('the server’s field errors go to the stages sent, in their order', () => {
  const placed = placeErrors(['LIVENESS', 'ADDRESS'], {
    'input[1].url': ['url must be an absolute http(s) URL without credentials'],
    'input[0].secret': ['secret must be a Standard Webhooks secret', 'and another'],
    'input[0].driver': ['the mocks run in test mode only'],
    'input[3].url': ['out of range'],
    input: ['at most 4'],
  });
  expect(placed.byStage).toEqual({
    ADDRESS: { url: 'url must be an absolute http(s) URL without credentials' },
    LIVENESS: { secret: 'secret must be a Standard Webhooks secret; and another', driver: 'the mocks run in test mode only' },
  });
  expect(placed.other).toEqual(['out of range', 'at most 4']);
  expect(placeErrors(['DOCUMENT'], {})).toEqual({ byStage: {}, other: [] });
});

test('a new secret: whsec_ and 24 random bytes in base64', () => {
  const s = newSecret((b) => b.fill(255));
  expect(s).toBe('whsec_' + '/'.repeat(32));
  expect(secretOK(s)).toBe(true);
  const a = newSecret();
  const b = newSecret();
  expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  expect(a).not.toBe(b);
  expect(atob(a.slice(6))).toHaveLength(24);
});

test('a server’s message as a sentence', () => {
  expect(sentence('no driver: the stage’s sessions go to a person')).toBe('No driver: the stage’s sessions go to a person.');
  expect(sentence('Already one.')).toBe('Already one.');
  expect(sentence('')).toBe('');
});
