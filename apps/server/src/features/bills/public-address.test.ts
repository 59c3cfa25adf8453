import { describe, expect, it } from 'vitest';
import { isAllowedAddress, isAllowedHost } from './public-address';

describe('where a bill webhook may go', () => {
  it('is a public address', () => {
    expect(isAllowedAddress('93.184.216.34', false)).toBe(true);
    expect(isAllowedAddress('2a00:1450:4001:80b::200e', false)).toBe(true);
    expect(isAllowedHost('hooks.kassa.example.at', false)).toBe(true);
  });

  it('is never a private, link-local (cloud metadata) or unspecified address, nor one hidden in an IPv6 mapping', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.1.1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::',
    ]) {
      expect(isAllowedAddress(address, false), address).toBe(false);
    }
  });

  it('is loopback only where the configuration allows it (tests), never by default', () => {
    expect(isAllowedAddress('127.0.0.1', false)).toBe(false);
    expect(isAllowedAddress('::1', false)).toBe(false);
    expect(isAllowedHost('localhost', false)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedHost('[::1]', true)).toBe(true);
    // Private stays private even so.
    expect(isAllowedAddress('192.168.0.1', true)).toBe(false);
  });

  it('is no name of the server’s own network', () => {
    expect(isAllowedHost('db', false)).toBe(false);
    expect(isAllowedHost('printer.local', false)).toBe(false);
    expect(isAllowedHost('metadata.google.internal', false)).toBe(false);
  });
});
