import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url.ts';

/** base64url without padding, written here the long way round (btoa, then the URL alphabet). */
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('base64UrlToBytes', () => {
  it('reads the URL alphabet, where base64 has + and /', () => {
    // 0xfb 0xff is "+/8=" in base64.
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
  });

  it('reads a text with or without its padding', () => {
    expect([...base64UrlToBytes('AQ')]).toEqual([1]);
    expect([...base64UrlToBytes('AQ==')]).toEqual([1]);
    expect([...base64UrlToBytes('AQI')]).toEqual([1, 2]);
    expect([...base64UrlToBytes('AQI=')]).toEqual([1, 2]);
    expect([...base64UrlToBytes('')]).toEqual([]);
  });

  it('gives back every byte value, at every length a key may have', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, index) => index);
    for (const length of [1, 2, 3, 16, 65, 256]) {
      const bytes = everyByte.slice(256 - length);
      expect(base64UrlToBytes(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it('gives the 65 bytes of an uncompressed P-256 public key, as a VAPID key is', () => {
    // The RFC 8292 example key.
    const key =
      'BA1Hxzyi1RUM1b5wjxsn7nGxAszw2u61m164i3MrAIxHF6YK5h4SDYic-dRuU_RCPCfA5aq9ojSwk5Y2EmClBPs';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
    expect(toBase64Url(bytes)).toBe(key);
  });

  it('refuses a text that is not base64url, rather than subscribe with a wrong key', () => {
    expect(() => base64UrlToBytes('AQ+/')).toThrow();
    expect(() => base64UrlToBytes('A Q')).toThrow();
  });
});
