import { describe, expect, it } from 'vitest';
import { keptOnceFetched, NEVER_CACHED, neverCached, RETIRED_CACHES } from './service-worker-cache-rules';

const url = (path: string) => new URL(`https://qtify.example${path}`);

describe('what the service worker never caches', () => {
  it('leaves every API answer to the network, public ones included', () => {
    for (const path of [
      '/api/language/getAll',
      '/api/public/businesses/abc',
      '/api/public/bookings/token123',
      '/api/queue/token123',
      '/api/businesses/b1/appointments?from=2026-03-01&to=2026-03-31',
      '/api',
    ]) {
      expect(neverCached(url(path)), path).toBe(true);
    }
  });

  it('leaves the socket to the network too', () => {
    expect(neverCached(url('/socket.io/?EIO=4&transport=polling'))).toBe(true);
  });

  it('still serves the app shell and its files', () => {
    for (const path of ['/', '/bookingflow/bookAppointment', '/assets/index-abc.js', '/apiary', '/q/x']) {
      expect(neverCached(url(path)), path).toBe(false);
    }
  });

  it('treats the API and the socket as no pages of the app', () => {
    expect(NEVER_CACHED.some((path) => path.test('/api/docs'))).toBe(true);
    expect(NEVER_CACHED.some((path) => path.test('/socket.io/'))).toBe(true);
  });

  it('retires the API cache that earlier versions kept', () => {
    expect(RETIRED_CACHES).toContain('qtify-api');
  });

  it("keeps the build's hashed files once fetched (the staff chunks left out of the precache)", () => {
    const origin = 'https://qtify.example';
    expect(keptOnceFetched(url('/assets/calendar-page-abc.js'), origin)).toBe(true);
    expect(keptOnceFetched(url('/assets/waiting-room-page-abc.css'), origin)).toBe(true);
  });

  it("keeps no page, API answer or another origin's file that way", () => {
    const origin = 'https://qtify.example';
    // The patient room's and manage booking's HTML carries the patient's own data (the server's
    // first view): navigations get the precached index.html (sw.ts), and that HTML is kept nowhere.
    for (const path of [
      '/',
      '/api/public/businesses/abc',
      '/waitingRoom/room',
      '/q/token123',
      '/bookingflow/booking?token=token123',
    ])
      expect(keptOnceFetched(url(path), origin), path).toBe(false);
    expect(keptOnceFetched(new URL('https://cdn.example/assets/x.js'), origin)).toBe(false);
  });
});
