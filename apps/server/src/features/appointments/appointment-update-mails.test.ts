import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
} from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { MailMessage } from '../mail/mailer';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const TUESDAY_0800 = '2026-03-03T07:00:00.000Z';
const TUESDAY_1000 = '2026-03-03T09:00:00.000Z';

const CONTACT = {
  phone: '+43 1 234 56 78',
  email: 'praxis@berger.example',
  address: { street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' },
};

function calendarOf(mail: MailMessage | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(mail?.attachments?.[0]?.content ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event?.getFirstPropertyValue('uid'),
    sequence: event?.getFirstPropertyValue('sequence'),
    status: event?.getFirstPropertyValue('status'),
    start: (event?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined)?.toJSDate().toISOString(),
    organizer: event?.getFirstPropertyValue('organizer'),
    organizerName: event?.getFirstProperty('organizer')?.getParameter('cn'),
    location: event?.getFirstPropertyValue('location'),
  };
}

// Issue 18, patients kept informed: every mail about an appointment speaks the language the patient
// booked in, answers go to the business, and its .ics updates the one entry in their calendar.
describe('mails about an appointment', () => {
  let t: TestApp;
  let b: BookableBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app, { doctors: 2 });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.business.id}`,
      headers: bearer(b.token),
      payload: CONTACT,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const staff = (method: 'PATCH' | 'DELETE', id: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/businesses/${b.business.id}/appointments/${id}`,
      headers: bearer(b.token),
      payload,
    });

  it('speak the booking’s language, reply to the business, and move then cancel the one calendar entry', async () => {
    const to = 'anna@example.com';
    const booked = await publicBooking(
      t.app,
      b.business.publicId,
      bookingBody(b.type.id, TUESDAY_0800, { email: to, language: 'en' }),
    );
    expect(booked.statusCode).toBe(201);
    const id = booked.json().booking.id;
    const otherDoctor = b.doctors.find((doctor) => doctor.id !== booked.json().booking.doctorId)!;
    await t.settle();

    expect((await staff('PATCH', id, { start: TUESDAY_1000 })).statusCode).toBe(200);
    await t.settle();
    expect((await staff('PATCH', id, { doctorId: otherDoctor.id })).statusCode).toBe(200);
    await t.settle();
    expect((await staff('DELETE', id)).statusCode).toBe(204);
    await t.settle();

    const [confirmation, moved, movedAgain, cancelled] = t.mailer.to(to);
    expect(t.mailer.to(to)).toHaveLength(4);
    expect(confirmation?.subject).toBe('Your appointment at Ordination Dr. Berger on Tuesday, March 3, 2026');
    expect(moved?.subject).toBe(
      'Moved: your appointment at Ordination Dr. Berger, now on Tuesday, March 3, 2026',
    );
    expect(moved?.text).toContain('Ordination Dr. Berger has moved your appointment. The new time:');
    expect(moved?.text).toContain('Kontrolle on Tuesday, March 3, 2026 at 10:00');
    expect(movedAgain?.text).toContain(`With: ${otherDoctor.name}`);
    expect(cancelled?.subject).toMatch(/^Cancelled: your appointment at Ordination Dr. Berger/);
    expect(cancelled?.text).toContain('Ordination Dr. Berger has cancelled your appointment:');
    for (const mail of [confirmation, moved, movedAgain, cancelled]) {
      expect(mail?.replyTo).toBe('praxis@berger.example');
      expect(mail?.text).toContain('Hauptstraße 1, 1010 Wien, Österreich');
      expect(mail?.text).toContain('Phone: +43 1 234 56 78');
    }

    const calendars = [confirmation, moved, movedAgain, cancelled].map(calendarOf);
    expect(calendars.map((calendar) => calendar.method)).toEqual(['REQUEST', 'REQUEST', 'REQUEST', 'CANCEL']);
    expect(calendars.map((calendar) => calendar.sequence)).toEqual([0, 1, 2, 3]);
    expect(new Set(calendars.map((calendar) => calendar.uid))).toEqual(new Set([`${id}@qtify`]));
    expect(calendars.map((calendar) => calendar.status)).toEqual([
      'CONFIRMED',
      'CONFIRMED',
      'CONFIRMED',
      'CANCELLED',
    ]);
    expect(calendars[1]?.start).toBe(TUESDAY_1000);
    for (const calendar of calendars) {
      expect(calendar.organizer).toBe('mailto:praxis@berger.example');
      expect(calendar.organizerName).toBe('Ordination Dr. Berger');
      expect(calendar.location).toBe('Hauptstraße 1, 1010 Wien, Österreich');
    }
    expect(cancelled?.attachments?.[0]?.contentType).toContain('method=CANCEL');
    expect(moved?.attachments?.[0]?.contentType).toContain('method=REQUEST');
  });

  it('take the language from Accept-Language when the booking names none, else the business’s', async () => {
    const viaHeader = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${b.business.publicId}/bookings`,
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
      payload: bookingBody(b.type.id, '2026-03-04T07:00:00.000Z', {
        email: 'lea@example.com',
        phone: '0664 2000001',
      }),
    });
    expect(viaHeader.statusCode).toBe(201);
    await publicBooking(
      t.app,
      b.business.publicId,
      bookingBody(b.type.id, '2026-03-04T08:00:00.000Z', {
        email: 'hans@example.com',
        phone: '0664 2000002',
      }),
    );
    await t.settle();
    expect(t.mailer.to('lea@example.com')[0]?.subject).toMatch(
      /^Votre rendez-vous chez Ordination Dr. Berger/,
    );
    expect(t.mailer.to('hans@example.com')[0]?.subject).toMatch(/^Ihr Termin bei Ordination Dr. Berger/);
  });

  it('mail the patient cancelling with their link a CANCEL of a raised SEQUENCE', async () => {
    const booked = await publicBooking(
      t.app,
      b.business.publicId,
      bookingBody(b.type.id, '2026-03-05T07:00:00.000Z', {
        email: 'tr@example.com',
        language: 'tr',
        phone: '0664 2000003',
      }),
    );
    await t.settle();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${booked.json().booking.manageToken}`,
    });
    await t.settle();
    const [confirmation, cancelled] = t.mailer.to('tr@example.com');
    expect(cancelled?.subject).toMatch(/^İptal edildi: Ordination Dr. Berger randevunuz/);
    expect(calendarOf(confirmation)).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(calendarOf(cancelled)).toMatchObject({
      method: 'CANCEL',
      sequence: 1,
      uid: `${booked.json().booking.id}@qtify`,
    });
  });

  it('mail nobody who gave no e-mail', async () => {
    const before = t.mailer.messages.length;
    const booked = await publicBooking(
      t.app,
      b.business.publicId,
      bookingBody(b.type.id, '2026-03-06T07:00:00.000Z', { phone: '0664 2000004' }),
    );
    const id = booked.json().booking.id;
    expect((await staff('PATCH', id, { start: '2026-03-06T08:00:00.000Z' })).statusCode).toBe(200);
    expect((await staff('DELETE', id)).statusCode).toBe(204);
    await t.settle();
    expect(t.mailer.messages.length).toBe(before);
  });

  it('organize from the no-reply address, without Reply-To, where the business gave no e-mail', async () => {
    const other = await createBookableBusiness(t.app);
    await publicBooking(
      t.app,
      other.business.publicId,
      bookingBody(other.type.id, TUESDAY_0800, { email: 'plain@example.com' }),
    );
    await t.settle();
    const [mail] = t.mailer.to('plain@example.com');
    expect(mail?.replyTo).toBeUndefined();
    expect(calendarOf(mail)).toMatchObject({
      organizer: expect.stringMatching(/^mailto:no-reply@/),
      location: null,
    });
  });
});
