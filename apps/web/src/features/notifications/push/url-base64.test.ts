import { describe, expect, it } from 'vitest';
import { SERVER_KEY } from './testing/fake-push-browser.ts';
import { sameKey, urlBase64ToUint8Array } from './url-base64.ts';

describe('urlBase64ToUint8Array', () => {
  it('decodes a VAPID public key: 65 bytes, the uncompressed point marker first', () => {
    const bytes = urlBase64ToUint8Array(SERVER_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });

  it('reads the URL-safe alphabet and restores the padding', () => {
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([0xfb, 0xff]);
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...urlBase64ToUint8Array('AQ')]).toEqual([1]);
  });
});

describe('sameKey', () => {
  it('compares a subscription key with the bytes of the server key', () => {
    const key = urlBase64ToUint8Array(SERVER_KEY);
    expect(sameKey(key.slice().buffer, key)).toBe(true);
    const other = key.slice();
    other[64] = (other[64] ?? 0) ^ 1;
    expect(sameKey(other.buffer, key)).toBe(false);
    expect(sameKey(key.slice(1).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
