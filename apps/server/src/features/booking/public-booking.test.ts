import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 08:00Z = 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const MONDAY_0900 = '2026-03-02T08:00:00.000Z';
const TUESDAY_0800 = '2026-03-03T07:00:00.000Z';

describe('public booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const slots = (publicId: string, query: string) => publicSlots(t.app, publicId, query);
  const book = (publicId: string, payload: object, headers: Record<string, string> = {}) =>
    publicBooking(t.app, publicId, payload, headers);

  it('offers the next 14 days of free slots from now, stepped by the duration', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const res = await slots(business.publicId, `typeId=${type.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json().slots as { start: string; end: string; doctorId: string }[];
    // Monday from 09:00 (6 slots), then nine more weekdays of 8 slots, up to Sunday 15 March.
    expect(list).toHaveLength(6 + 9 * 8);
    expect(list[0]).toEqual({
      start: MONDAY_0900,
      end: '2026-03-02T08:30:00.000Z',
      doctorId: expect.any(String),
    });
    expect(list.at(-1)?.start).toBe('2026-03-13T10:30:00.000Z');
  });

  it('filters the slots to one day', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const list = (await slots(business.publicId, `typeId=${type.id}&from=2026-03-03&to=2026-03-03`)).json()
      .slots;
    expect(list.map((slot: { start: string }) => slot.start)).toEqual(
      [7, 7.5, 8, 8.5, 9, 9.5, 10, 10.5].map((hour) =>
        new Date(Date.UTC(2026, 2, 3, 0, hour * 60)).toISOString(),
      ),
    );
  });

  it('refuses a reversed range, a range over 62 days, a malformed date and an unknown type', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const reversed = await slots(business.publicId, `typeId=${type.id}&from=2026-03-05&to=2026-03-04`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ to: 'beforeFrom' });
    const long = await slots(business.publicId, `typeId=${type.id}&from=2026-03-02&to=2026-05-03`);
    expect(long.statusCode).toBe(422);
    expect(long.json().error.code).toBe('RANGE_TOO_LONG');
    const malformed = await slots(business.publicId, `typeId=${type.id}&from=2026-02-30`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ from: 'invalidDate' });
    expect((await slots(business.publicId, 'typeId=nope')).statusCode).toBe(404);
    expect((await slots(business.publicId, `typeId=${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await slots('UNKNOWN000', `typeId=${type.id}`)).statusCode).toBe(404);
  });

  it('books a free slot, takes it off the list and mails a confirmation with a valid .ics', async () => {
    const { business, type, doctors } = await createBookableBusiness(t.app);
    const res = await book(
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { email: 'anna@example.com' }),
    );
    expect(res.statusCode).toBe(201);
    const booking = res.json().booking;
    expect(booking).toEqual({
      id: expect.any(String),
      start: TUESDAY_0800,
      end: '2026-03-03T07:30:00.000Z',
      doctorId: doctors[0]!.id,
      doctorName: 'Dr. 1',
      typeId: type.id,
      title: 'Kontrolle',
      businessName: business.name,
      businessPublicId: business.publicId,
      timeZone: 'Europe/Vienna',
      cancelled: false,
      confirmation: null,
      partySize: null,
      waitlisted: false,
      changeableUntil: TUESDAY_0800,
      manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const day = (await slots(business.publicId, `typeId=${type.id}&from=2026-03-03&to=2026-03-03`)).json()
      .slots;
    expect(day.map((slot: { start: string }) => slot.start)).not.toContain(TUESDAY_0800);

    await t.settle();
    const [mail] = t.mailer.to('anna@example.com');
    expect(mail?.subject).toBe(`Ihr Termin bei ${business.name} am Dienstag, 3. März 2026`);
    expect(mail?.text).toContain('Kontrolle am Dienstag, 3. März 2026 um 08:00 Uhr');
    expect(mail?.text).toContain('Bei: Dr. 1');
    expect(mail?.text).toContain('Termin ansehen oder absagen: ');
    expect(mail?.link).toMatch(new RegExp(`/bookingflow/booking\\?token=${booking.manageToken}$`));
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe('appointment.ics');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(TUESDAY_0800);
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-03T07:30:00.000Z');
    expect(event.summary).toBe(`Kontrolle – ${business.name}`);
    expect(event.uid).toBe(`${booking.id}@qtify`);
  });

  it('mails a restaurant’s guest a reservation, never an appointment', async () => {
    const { business, type } = await createBookableBusiness(t.app, { restaurant: true });
    const res = await book(
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { email: 'gast@example.com' }),
    );
    expect(res.statusCode).toBe(201);

    await t.settle();
    const [mail] = t.mailer.to('gast@example.com');
    expect(mail?.subject).toBe('Ihre Reservierung bei Trattoria Test am Dienstag, 3. März 2026');
    expect(mail?.text).toContain('Ihr Tisch ist reserviert:');
    expect(mail?.text).toContain('Reservierter Tisch: Tisch 1');
    expect(mail?.text).toContain('Reservierung ansehen oder stornieren: ');
    expect(mail?.html).toContain('Reservierung ansehen oder stornieren');
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe('reservation.ics');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.description).toContain('Reservierter Tisch: Tisch 1');
    for (const part of [mail?.subject, mail?.text, mail?.html, ics?.content]) {
      expect(part).not.toMatch(/Termin|Bei: /);
    }
  });

  it('answers 409 SLOT_TAKEN for a slot booked meanwhile and 422 SLOT_UNAVAILABLE for a time never offered', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    expect((await book(business.publicId, bookingBody(type.id, TUESDAY_0800))).statusCode).toBe(201);
    const taken = await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { firstName: 'Ben' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');
    for (const start of [
      '2026-03-03T07:10:00.000Z', // off the 30-minute grid
      '2026-03-02T07:30:00.000Z', // earlier today: the past
      '2026-03-07T08:00:00.000Z', // a Saturday
      '2026-03-03T11:00:00.000Z', // after work
    ]) {
      const res = await book(business.publicId, bookingBody(type.id, start));
      expect({ start, status: res.statusCode, code: res.json().error.code }).toEqual({
        start,
        status: 422,
        code: 'SLOT_UNAVAILABLE',
      });
    }
  });

  it('requires a phone number and a valid e-mail, and changes nothing when refused', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const noPhone = await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { phone: ' ' }));
    expect(noPhone.statusCode).toBe(422);
    expect(noPhone.json().error).toMatchObject({
      code: 'PHONE_REQUIRED',
      fields: { phone: 'phoneRequired' },
    });
    const badEmail = await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { email: 'anna@' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.fields).toEqual({ email: 'emailInvalid' });
    const noName = await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { lastName: '' }));
    expect(noName.json().error.fields).toEqual({ lastName: 'lastNameRequired' });
    expect((await book(business.publicId, bookingBody(type.id, TUESDAY_0800))).statusCode).toBe(201);
  });

  it('replays the first answer for a retry with the same Idempotency-Key and refuses the key with another body', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const headers = { 'idempotency-key': 'b7c0e2d4-retry' };
    const first = await book(business.publicId, bookingBody(type.id, TUESDAY_0800), headers);
    const retry = await book(business.publicId, bookingBody(type.id, TUESDAY_0800), headers);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    const other = await book(business.publicId, bookingBody(type.id, '2026-03-03T07:30:00.000Z'), headers);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const day = (await slots(business.publicId, `typeId=${type.id}&from=2026-03-03&to=2026-03-03`)).json()
      .slots;
    expect(day).toHaveLength(7);
  });

  it('lets the patient view and cancel the booking by its link, which frees the slot', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const { manageToken } = (await book(business.publicId, bookingBody(type.id, TUESDAY_0800))).json()
      .booking;
    const view = await t.app.inject(`/api/public/bookings/${manageToken}`);
    expect(view.json().booking).toMatchObject({ start: TUESDAY_0800, cancelled: false, doctorName: 'Dr. 1' });
    expect(view.json().booking.manageToken).toBeUndefined();

    const cancel = () => t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${manageToken}` });
    expect((await cancel()).statusCode).toBe(204);
    expect((await cancel()).statusCode).toBe(204);
    expect((await t.app.inject(`/api/public/bookings/${manageToken}`)).json().booking.cancelled).toBe(true);
    expect(
      (await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { firstName: 'Ben' }))).statusCode,
    ).toBe(201);
    expect((await t.app.inject('/api/public/bookings/not-a-token')).statusCode).toBe(404);
    expect((await t.app.inject(`/api/public/bookings/${'x'.repeat(43)}`)).statusCode).toBe(404);
  });

  it('does not let a patient cancel an appointment that has begun', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const { manageToken } = (await book(business.publicId, bookingBody(type.id, MONDAY_0900))).json().booking;
    t.clock.advanceMinutes(5);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${manageToken}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('APPOINTMENT_STARTED');
    t.clock.advanceMinutes(-5);
  });
});
