import { describe, expect, it } from 'vitest';
import { base64UrlToUint8Array } from './url-base64';

describe('base64url to bytes', () => {
  it('decodes the URL-safe alphabet without padding', () => {
    // 0xfb 0xff 0xbf is "+/+/" in plain base64 and "-_-_" in base64url.
    expect([...base64UrlToUint8Array('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64UrlToUint8Array('AQ')]).toEqual([1]);
    expect([...base64UrlToUint8Array('AQI')]).toEqual([1, 2]);
    expect([...base64UrlToUint8Array('AQID')]).toEqual([1, 2, 3]);
  });

  it('accepts padding and surrounding white space', () => {
    expect([...base64UrlToUint8Array(' AQ== ')]).toEqual([1]);
  });

  it('turns a VAPID public key into the 65 bytes of an uncompressed P-256 point', () => {
    const key = `BA${'A'.repeat(85)}`;
    const bytes = base64UrlToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('refuses what is not base64url', () => {
    expect(() => base64UrlToUint8Array('a*b')).toThrow();
    expect(() => base64UrlToUint8Array('abcde')).toThrow();
  });
});
