import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a relative path with a query string and a fragment', () => {
    expect(safeRedirect('/waitingRoom/room')).toBe('/waitingRoom/room');
    expect(safeRedirect('/profile/profile_index?tab=password#top')).toBe(
      '/profile/profile_index?tab=password#top',
    );
    expect(safeRedirect('/shops/42')).toBe('/shops/42');
    expect(safeRedirect('/search?q=M%C3%BCller')).toBe('/search?q=M%C3%BCller');
  });

  it('rejects protocol-relative and backslash tricks', () => {
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('//evil.example/path')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('/%2F/evil.example')).toBe('/');
    expect(safeRedirect('/%5Cevil.example')).toBe('/');
  });

  it('rejects absolute URLs and script URLs', () => {
    expect(safeRedirect('https://x')).toBe('/');
    expect(safeRedirect('http://evil.example/')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect('data:text/html,hi')).toBe('/');
  });

  it('rejects spaces, control characters, quotes and markup', () => {
    expect(safeRedirect('/a b')).toBe('/');
    expect(safeRedirect(' /room')).toBe('/');
    expect(safeRedirect('/room\n')).toBe('/');
    expect(safeRedirect('/room\t')).toBe('/');
    expect(safeRedirect('/room%0A')).toBe('/');
    expect(safeRedirect('/"><script>')).toBe('/');
  });

  it('rejects anything that does not start with a single slash', () => {
    expect(safeRedirect('room')).toBe('/');
    expect(safeRedirect('./room')).toBe('/');
    expect(safeRedirect('?redirect=/x')).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('rejects broken escapes and overly long targets', () => {
    expect(safeRedirect('/room%')).toBe('/');
    expect(safeRedirect('/room%zz')).toBe('/');
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('falls back for values that are not strings and honours a custom fallback', () => {
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(['/room'])).toBe('/');
    expect(safeRedirect('//evil.example', '/waitingRoom/room')).toBe('/waitingRoom/room');
  });
});
