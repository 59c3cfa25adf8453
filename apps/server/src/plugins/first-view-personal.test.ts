import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import { describe, expect, it } from 'vitest';
import { manageFirstView } from './first-view-manage';
import { roomFirstView } from './first-view-room';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';

const entry = (overrides: Partial<PatientEntry> = {}) =>
  ({
    firstName: 'Eva',
    status: 'notHere',
    outcome: null,
    ahead: 2,
    isNext: false,
    estimatedWaitMinutes: 20,
    estimatedWaitRange: { min: 20, max: 20 },
    out: false,
    notify: false,
    businessName: 'Ordination Dr. Berger',
    industry: 'medical',
    colorTheme: 'default',
    messageSent: false,
    message: null,
    ...overrides,
  }) as PatientEntry;

const booking = (overrides: Partial<Booking> = {}) =>
  ({
    start: '2026-12-01T08:00:00.000Z',
    title: 'Erstuntersuchung',
    doctorName: 'Dr. Maria Berger',
    businessName: 'Ordination Dr. Berger',
    timeZone: 'Europe/Vienna',
    cancelled: false,
    confirmation: 'confirmed',
    partySize: null,
    waitlisted: false,
    changeableUntil: '2026-11-30T08:00:00.000Z',
    ...overrides,
  }) as Booking;
const page = (overrides: Partial<Booking> = {}, industry = 'medical') => ({
  booking: booking(overrides),
  industry,
  colorTheme: 'default',
});
const now = new Date('2026-11-29T10:00:00.000Z');

describe('the patient room’s first view', () => {
  it('shows the place’s title, the greeting and the people ahead with the wait, in the industry’s words', () => {
    const html = roomFirstView(entry(), ANDROID);
    expect(html).toContain('<p class="first-view-name">Ordination Dr. Berger</p>');
    expect(html).toContain('<h1 class="first-view-title">Ihr Platz im Wartezimmer</h1>');
    expect(html).toContain('Guten Tag, Eva!');
    expect(html).toContain(
      '<span class="first-view-number">2</span><span class="first-view-ahead">Personen vor Ihnen</span>',
    );
    expect(html).toContain('Geschätzte Wartezeit: etwa 20 Minuten');
    expect(
      roomFirstView(
        entry({ ahead: 1, estimatedWaitMinutes: 1, estimatedWaitRange: { min: 1, max: 1 } }),
        ANDROID,
      ),
    ).toContain('Person vor Ihnen</span></p><p class="first-view-wait">Geschätzte Wartezeit: etwa 1 Minute');
    // Measured: the range of the app's position card.
    expect(roomFirstView(entry({ estimatedWaitRange: { min: 10, max: 20 } }), ANDROID)).toContain(
      '<p class="first-view-wait">Geschätzte Wartezeit: etwa 10–20 Minuten</p>',
    );
    expect(roomFirstView(entry({ ahead: 1, estimatedWaitRange: { min: 0, max: 5 } }), ANDROID)).toContain(
      'Geschätzte Wartezeit: höchstens etwa 5 Minuten',
    );
    expect(roomFirstView(entry({ industry: 'restaurant' }), ANDROID)).toContain(
      'Ihr Platz auf der Warteliste',
    );
  });

  it('puts the ticket, an urgent note and the step of a several-stage line above the position, as the card does', () => {
    const html = roomFirstView(
      entry({ ticket: 'B007', urgent: true, stage: { id: 's2', name: 'Labor', index: 1, count: 3 } }),
      ANDROID,
    );
    expect(html).toContain(
      '<p class="first-view-ticket"><span class="first-view-ticket-label">Ihre Nummer</span><span class="first-view-ticket-number">B007</span></p>',
    );
    expect(html).toContain('Sie sind als dringend vorgereiht.');
    expect(html).toContain('Schritt 2 von 3: Labor');
    expect(html.indexOf('B007')).toBeLessThan(html.indexOf('first-view-position'));
    const plain = roomFirstView(
      entry({ ticket: null, stage: { id: 's', name: '', index: 0, count: 1 } }),
      ANDROID,
    );
    expect(plain).not.toContain('first-view-ticket');
    expect(plain).not.toContain('Schritt');
  });

  it('says the patient is next when no one is ahead', () => {
    const html = roomFirstView(entry({ ahead: 0, isNext: true, estimatedWaitMinutes: 0 }), ANDROID);
    expect(html).toContain('data-state="next"');
    expect(html).toContain('Sie sind als Nächstes an der Reihe!');
    expect(html).toContain('Sie werden gleich aufgerufen.');
    expect(html).not.toContain('first-view-number');
  });

  it('draws step out and notifications as the app does where Web Push works, and leaves the latter to the app on Apple devices', () => {
    const html = roomFirstView(entry({ notify: true }), ANDROID);
    expect(html).toContain('Sie können kurz hinausgehen – Ihr Platz bleibt erhalten.');
    expect(html).toContain('Kurz hinausgehen');
    expect(html).toContain('Sie bekommen eine Benachrichtigung aufs Handy');
    expect(html).toContain('<span class="first-view-switch" data-on>');
    const iphone = roomFirstView(entry(), IPHONE);
    expect(iphone).toContain('Kurz hinausgehen');
    expect(iphone).not.toContain('Benachrichtigung');
  });

  it('escapes the patient’s and the business’s names', () => {
    const html = roomFirstView(entry({ firstName: '<b>$&', businessName: '"><script>' }), ANDROID);
    expect(html).toContain('Guten Tag, &lt;b&gt;$&amp;!');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).not.toMatch(/<script|<b>/);
  });

  it('is empty where the room first shows something else', () => {
    for (const other of [
      entry({ status: 'inTreatment' }),
      entry({ status: 'done', outcome: 'treated' }),
      entry({ messageSent: true }),
      entry({ messageSent: true, message: 'Bitte zur Anmeldung' }),
      entry({ out: true }),
    ])
      expect(roomFirstView(other, ANDROID), JSON.stringify(other)).toBe('');
  });
});

describe('manage booking’s first view', () => {
  it('shows the heading, what, when in the business’s zone, with whom and where, and the ways to change it', () => {
    const html = manageFirstView(page(), now);
    expect(html).toContain('Online-Terminbuchung');
    expect(html).toContain('<h1 class="first-view-booking-title">Ihre Buchung</h1>');
    expect(html).toContain('<dt>Termin</dt><dd>Erstuntersuchung</dd>');
    expect(html).toContain('<dt>Wann</dt><dd>Dienstag, 1. Dezember 2026 um 09:00</dd>');
    expect(html).toContain('<dt>Ärztin/Arzt</dt><dd>Dr. Maria Berger</dd>');
    expect(html).toContain('<dt>Praxis</dt><dd>Ordination Dr. Berger</dd>');
    for (const label of [
      'Termin verschieben',
      'Bescheid geben, wenn ein früherer Termin frei wird',
      'Termin stornieren',
      'Meine Daten und Datenschutz',
    ])
      expect(html).toContain(label);
  });

  it('speaks of a reservation for a party at a restaurant, and of a request still waiting', () => {
    const html = manageFirstView(
      page({ partySize: 4, title: 'Abendessen', doctorName: null, confirmation: 'requested' }, 'restaurant'),
      now,
    );
    expect(html).toContain('Ihre Reservierung');
    expect(html).toContain('<dt>Reservierung</dt><dd>Abendessen für 4 Personen</dd>');
    expect(html).toContain('um 09:00 (Wartet auf Bestätigung)</dd>');
    expect(html).toContain('<dt>Lokal</dt>');
    expect(html).not.toContain('Tisch</dt>');
    expect(html).toContain('Reservierung stornieren');
  });

  it('escapes what the business and the patient wrote', () => {
    const html = manageFirstView(page({ title: '<img src=x onerror=alert(1)>', businessName: 'A & B' }), now);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; B');
    expect(html).not.toContain('<img');
  });

  it('is empty for a cancelled, begun, too late to change or waitlisted booking', () => {
    for (const other of [
      page({ cancelled: true }),
      page({ waitlisted: true }),
      page({ changeableUntil: '2026-11-29T09:00:00.000Z' }),
      page({ start: '2026-11-29T09:00:00.000Z', changeableUntil: '2026-11-29T11:00:00.000Z' }),
    ])
      expect(manageFirstView(other, now), JSON.stringify(other.booking)).toBe('');
  });
});
