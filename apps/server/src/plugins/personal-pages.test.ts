import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../test/bookable-business';
import { joinAsPatient } from '../../test/populated-business';
import { createTestApp, type TestApp } from '../../test/test-app';
import { personalFirstView } from './personal-first-view';

const INDEX_HTML =
  '<!doctype html><html lang="de"><head><title>Qtify</title></head><body><div id="root"></div></body></html>';
const EMPTY_ROOT = '<div id="root"></div>';
const UNKNOWN = 'A'.repeat(43);

describe('the pages of a patient’s personal links', () => {
  let t: TestApp;
  let webDist: string;
  let roomToken: string;
  let manageToken: string;
  const lines: string[] = [];

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'qtify-web-'));
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      config: { webDist, logLevel: 'trace' },
      logStream: { write: (line: string) => lines.push(line) },
    });
    const place = await createBookableBusiness(t.app);
    await joinAsPatient(t.app, place.business.publicId, 'Erste Patientin');
    roomToken = (await joinAsPatient(t.app, place.business.publicId, 'Zweite Patientin')).entryToken;
    const { slots } = (await publicSlots(t.app, place.business.publicId, `typeId=${place.type.id}`)).json();
    const last = slots.at(-1);
    const booked = await publicBooking(
      t.app,
      place.business.publicId,
      bookingBody(place.type.id, last.start, { doctorId: last.doctorId }),
    );
    expect(booked.statusCode).toBe(201);
    manageToken = booked.json().booking.manageToken;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('writes the room’s people ahead into its page, which no cache may keep', async () => {
    const res = await t.app.inject({ url: `/q/${roomToken}`, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('<div id="root"><div class="first-view" data-service="queue" data-page="room">');
    expect(html).toContain('Guten Tag, Zweite!');
    expect(html).toContain(
      '<span class="first-view-number">1</span><span class="first-view-ahead">Person vor Ihnen</span>',
    );
  });

  it('writes the booking’s day and time into manage booking’s page, which no cache may keep', async () => {
    const res = await t.app.inject(`/bookingflow/booking?token=${manageToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<h1 class="first-view-booking-title">Ihre Buchung</h1>');
    expect(res.body).toMatch(/<dt>Wann<\/dt><dd>\w+, \d+\. [^ ]+ \d{4} um \d\d:\d\d<\/dd>/);
    expect(res.body).toContain('<dd>Kontrolle</dd>');
  });

  it('keeps no personal answer for the next visitor: an unknown, a malformed or another page’s token gets the plain page', async () => {
    await t.app.inject(`/q/${roomToken}`);
    for (const url of [
      `/q/${UNKNOWN}`,
      '/q/not-a-token',
      '/waitingRoom/patientRoom',
      `/bookingflow/booking?token=${UNKNOWN}`,
      `/bookingflow/booking?offer=${manageToken}`,
      '/bookingflow/booking',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toContain(EMPTY_ROOT);
    }
  });

  it('leaves the first view to the app for a visitor who chose another language', async () => {
    for (const url of [`/q/${roomToken}`, `/bookingflow/booking?token=${manageToken}`]) {
      const res = await t.app.inject({ url, headers: { cookie: 'qtify.language=en' } });
      expect(res.body, url).toContain(EMPTY_ROOT);
    }
  });

  it('logs neither token', () => {
    const log = lines.join('\n');
    expect(log).toContain('/q/[Redacted]');
    expect(log).toContain('/bookingflow/booking?token=[Redacted]');
    expect(log).not.toContain(roomToken);
    expect(log).not.toContain(manageToken);
  });
});

describe('a failed lookup of a personal page', () => {
  it('never fails the page: it has no first view, and the log line holds no token', async () => {
    const warn = vi.fn();
    const request = { url: `/q/${UNKNOWN}`, headers: {}, log: { warn } } as never;
    const failing = { entry: () => Promise.reject(new Error('connection lost')) };
    expect(await personalFirstView(request, { id: 'patientRoom' }, failing)).toBe('');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls[0]?.[1])).not.toContain(UNKNOWN);
  });
});
