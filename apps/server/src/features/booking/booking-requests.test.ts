import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { setBookingRules, setTypeBookingRules } from '../../../test/booking-rules';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock is Monday 2 March 2026, 09:00 in Vienna (08:00Z); the doctors work 08:00–12:00.
const TUESDAY_9 = '2026-03-03T08:00:00.000Z';

describe('bookings that need the business’s confirmation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = async (place: BookableBusiness, email: string) => {
    const response = await publicBooking(
      t.app,
      place.business.publicId,
      bookingBody(place.type.id, TUESDAY_9, { email, language: 'en' }),
    );
    expect(response.statusCode).toBe(201);
    return response.json().booking as { id: string; manageToken: string; confirmation: string | null };
  };
  const answer = (place: BookableBusiness, id: string, path: 'confirm' | 'decline') =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/appointments/${id}/${path}`,
      headers: bearer(place.token),
    });
  const tuesdayStarts = async (place: BookableBusiness) =>
    (
      await publicSlots(
        t.app,
        place.business.publicId,
        `typeId=${place.type.id}&from=2026-03-03&to=2026-03-03`,
      )
    )
      .json()
      .slots.map((slot: { start: string }) => slot.start);
  const methodOf = (content: string | undefined) =>
    new ICAL.Component(ICAL.parse(content ?? '')).getFirstPropertyValue('method');

  it('makes an online booking a request that holds its slot, and mails the patient that it is one', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { needsConfirmation: true });
    const booking = await request(place, 'asking@example.com');
    expect(booking.confirmation).toBe('requested');
    expect(await tuesdayStarts(place)).not.toContain(TUESDAY_9);
    const view = await t.app.inject(`/api/public/bookings/${booking.manageToken}`);
    expect(view.json().booking.confirmation).toBe('requested');

    await t.settle();
    const [mail] = t.mailer.to('asking@example.com');
    expect(mail?.subject).toMatch(/^Request: your appointment/);
    expect(mail?.text).toContain('will confirm it shortly');
    expect(mail?.attachments ?? []).toHaveLength(0);
    expect(mail?.link).toContain(booking.manageToken);
  });

  it('lets staff confirm it: the calendar shows it confirmed and the patient gets the appointment with its .ics', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { needsConfirmation: true });
    const booking = await request(place, 'confirmed@example.com');
    await t.settle(); // the request's mail first
    const confirmed = await answer(place, booking.id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().appointment).toMatchObject({
      id: booking.id,
      confirmation: 'confirmed',
      cancelled: false,
    });
    expect((await answer(place, booking.id, 'confirm')).statusCode).toBe(409);

    await t.settle();
    const mails = t.mailer.to('confirmed@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Confirmed: your appointment/);
    expect(methodOf(mails[1]?.attachments?.[0]?.content)).toBe('REQUEST');
  });

  it('lets staff decline it: the slot is free again and the patient is told, with a cancelling .ics', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { needsConfirmation: true });
    const booking = await request(place, 'declined@example.com');
    await t.settle(); // the request's mail first
    const declined = await answer(place, booking.id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().appointment).toMatchObject({ confirmation: 'declined', cancelled: true });
    expect(await tuesdayStarts(place)).toContain(TUESDAY_9);
    const view = await t.app.inject(`/api/public/bookings/${booking.manageToken}`);
    expect(view.json().booking).toMatchObject({ cancelled: true, confirmation: 'declined' });

    await t.settle();
    const mails = t.mailer.to('declined@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toMatch(/^Declined: your appointment request/);
    expect(methodOf(mails[1]?.attachments?.[0]?.content)).toBe('CANCEL');
  });

  it('leaves bookings without the rule alone: no request, and confirm answers 409', async () => {
    const place = await createBookableBusiness(t.app);
    await setBookingRules(t.app, place, { needsConfirmation: true });
    await setTypeBookingRules(t.app, place, { needsConfirmation: false });
    const booking = await request(place, 'direct@example.com');
    expect(booking.confirmation).toBeNull();
    const refused = await answer(place, booking.id, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect((await answer(place, '00000000-0000-4000-8000-000000000000', 'decline')).statusCode).toBe(404);
  });
});
