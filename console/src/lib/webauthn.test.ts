import { expect, test } from 'vitest';
import { creationOptions, fromBase64url, requestOptions, toBase64url } from './webauthn';

test('base64url both ways, with and without padding', () => {
  const bytes = new Uint8Array([0, 251, 255, 62, 63, 1, 2]);
  const s = toBase64url(bytes);
  expect(s).not.toMatch(/[+/=]/);
  expect(Array.from(fromBase64url(s))).toEqual(Array.from(bytes));
  expect(Array.from(fromBase64url('AQI='))).toEqual([1, 2]);
});

test('requestOptions decodes the challenge and the credentials’ ids', () => {
  const o = requestOptions({ challenge: 'AQID', rpId: 'localhost', allowCredentials: [{ id: 'BAU', type: 'public-key' }] });
  expect(Array.from(o.challenge as Uint8Array)).toEqual([1, 2, 3]);
  expect(Array.from(o.allowCredentials![0].id as Uint8Array)).toEqual([4, 5]);
  expect(o.rpId).toBe('localhost');
});

test('creationOptions decodes the challenge, the user’s id and the excluded credentials', () => {
  const o = creationOptions({ challenge: 'AQID', rp: { id: 'localhost', name: 'Meridian' }, user: { id: 'BwgJ', name: 'ada', displayName: 'Ada' },
    excludeCredentials: [{ id: 'BAU', type: 'public-key' }] });
  expect(Array.from(o.challenge as Uint8Array)).toEqual([1, 2, 3]);
  expect(Array.from(o.user.id as Uint8Array)).toEqual([7, 8, 9]);
  expect(o.user.name).toBe('ada');
  expect(Array.from(o.excludeCredentials![0].id as Uint8Array)).toEqual([4, 5]);
  expect(o.rp.id).toBe('localhost');
});
