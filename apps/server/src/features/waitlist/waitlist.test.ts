import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { createBookableBusiness, publicSlots } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  bookPatient,
  offerMails,
  offerToken,
  runWaitlistJob,
  takeOffer,
  WAITLIST_ORIGIN,
} from '../../../test/waitlist';

// The test clock is Monday 2 March 2026, 09:00 in Vienna (08:00Z); the doctors work 08:00–12:00.
const TUESDAY_9 = '2026-03-03T08:00:00.000Z';
const WEDNESDAY_9 = '2026-03-04T08:00:00.000Z';
const WEDNESDAY_10 = '2026-03-04T09:00:00.000Z';
const THURSDAY_9 = '2026-03-05T08:00:00.000Z';

describe('the earlier-slot waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const view = async (token: string) =>
    (await t.app.inject(`/api/public/bookings/${token}`)).json().booking as {
      start: string;
      waitlisted: boolean;
    };
  const patientOf = async (place: { business: { id: string }; token: string }, appointmentId: string) => {
    const list = await t.app.inject({
      url: `/api/businesses/${place.business.id}/appointments?from=2026-03-01&to=2026-03-10`,
      headers: bearer(place.token),
    });
    return list.json().appointments.find((a: { id: string }) => a.id === appointmentId)?.patient.id as
      | string
      | undefined;
  };
  const cancel = (token: string) => t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${token}` });

  it('offers no freed time the booking rules keep from online booking (here: too short notice)', async () => {
    const place = await createBookableBusiness(t.app);
    const early = await bookPatient(t, place, TUESDAY_9);
    const waiting = await bookPatient(t, place, THURSDAY_9, { waitlist: true });
    const rules = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}`,
      headers: bearer(place.token),
      payload: { bookingRules: { minNoticeMinutes: 2880 } },
    });
    expect(rules.statusCode).toBe(200);
    expect((await cancel(early.manageToken)).statusCode).toBe(204);
    await runWaitlistJob(t);
    expect(offerMails(t, waiting.email)).toHaveLength(0);
  });

  it('offers a restaurant’s freed table only to waitlisted parties it seats', async () => {
    const place = await createBookableBusiness(t.app, { restaurant: true, partySizes: [2, 6] });
    const couple = await bookPatient(t, place, TUESDAY_9, { partySize: 2 });
    const bigParty = await bookPatient(t, place, THURSDAY_9, { partySize: 6, waitlist: true });
    const twoMore = await bookPatient(t, place, THURSDAY_9, { partySize: 2, waitlist: true });
    expect((await cancel(couple.manageToken)).statusCode).toBe(204);
    await runWaitlistJob(t);
    expect(offerMails(t, bigParty.email)).toHaveLength(0);
    expect(offerMails(t, twoMore.email)).toHaveLength(1);
  });

  it('lets a patient join (again: 201) and leave (again: 204) through the manage link', async () => {
    const place = await createBookableBusiness(t.app);
    const booking = await bookPatient(t, place, WEDNESDAY_9);
    expect((await view(booking.manageToken)).waitlisted).toBe(false);
    const url = `/api/public/bookings/${booking.manageToken}/waitlist`;
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(201);
    expect((await view(booking.manageToken)).waitlisted).toBe(true);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await view(booking.manageToken)).waitlisted).toBe(false);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/public/bookings/nope/waitlist' })).statusCode,
    ).toBe(404);
  });

  it('mails each waitlisted later booking of the type once per freed slot, a link on the public base URL', async () => {
    const place = await createBookableBusiness(t.app);
    const early = await bookPatient(t, place, TUESDAY_9);
    const waiting = await bookPatient(t, place, WEDNESDAY_9, { waitlist: true });
    const notWaiting = await bookPatient(t, place, WEDNESDAY_10);
    expect((await cancel(early.manageToken)).statusCode).toBe(204);
    await t.settle();
    await runWaitlistJob(t);
    await runWaitlistJob(t);
    const mails = offerMails(t, waiting.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toMatch(new RegExp(`^${WAITLIST_ORIGIN}/bookingflow/booking\\?offer=[\\w-]{43}$`));
    expect(mails[0]?.subject).toContain('Dienstag, 3. März 2026');
    expect(offerMails(t, notWaiting.email)).toHaveLength(0);

    const token = offerToken(t, waiting.email) as string;
    const offer = await t.app.inject(`/api/public/waitlist-offers/${token}`);
    expect(offer.headers['cache-control']).toBe('no-store');
    expect(offer.json().offer).toMatchObject({ start: TUESDAY_9, currentStart: WEDNESDAY_9, status: 'open' });
  });

  it('moves the booking that takes the offer through the reschedule path; its old time is freed and offered in turn', async () => {
    const place = await createBookableBusiness(t.app);
    const early = await bookPatient(t, place, TUESDAY_9);
    const first = await bookPatient(t, place, WEDNESDAY_9, { waitlist: true });
    const second = await bookPatient(t, place, THURSDAY_9, { waitlist: true });
    await cancel(early.manageToken);
    await runWaitlistJob(t);
    const taken = await takeOffer(t, offerToken(t, first.email) as string);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().booking).toMatchObject({ id: first.id, start: TUESDAY_9, waitlisted: false });
    await t.settle();
    // The moved mail carries the new time (an updated calendar entry).
    const movedMail = t.mailer.to(first.email).at(-1);
    expect(movedMail?.subject).toContain('3. März 2026');
    // The patient moved it, not the practice.
    expect(movedMail?.text).toContain('Ihr Termin ist verschoben. Der neue Termin:');

    const slots = await publicSlots(
      t.app,
      place.business.publicId,
      `typeId=${place.type.id}&from=2026-03-04&to=2026-03-04`,
    );
    expect(slots.json().slots.map((slot: { start: string }) => slot.start)).toContain(WEDNESDAY_9);
    await runWaitlistJob(t);
    const later = await t.app.inject(`/api/public/waitlist-offers/${offerToken(t, second.email)}`);
    expect(later.json().offer).toMatchObject({ start: WEDNESDAY_9, status: 'open' });
    // Taking one's own offer again answers the booking; nothing moves twice.
    const again = await takeOffer(t, offerToken(t, second.email) as string);
    expect(again.statusCode).toBe(200);
    expect((await takeOffer(t, offerToken(t, second.email) as string)).json().booking.start).toBe(
      WEDNESDAY_9,
    );
  });

  it('gives the freed time to exactly one of several patients clicking at once; the others keep their booking', async () => {
    const place = await createBookableBusiness(t.app);
    const early = await bookPatient(t, place, TUESDAY_9);
    const waiting = [];
    for (const start of [WEDNESDAY_9, WEDNESDAY_10, THURSDAY_9]) {
      waiting.push(await bookPatient(t, place, start, { waitlist: true }));
    }
    await cancel(early.manageToken);
    await runWaitlistJob(t);
    const tokens = waiting.map((patient) => offerToken(t, patient.email) as string);
    expect(tokens.every(Boolean)).toBe(true);
    const answers = await Promise.all(tokens.map((token) => takeOffer(t, token)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 410, 410]);
    for (const answer of answers.filter((a) => a.statusCode === 410)) {
      expect(answer.json().error.code).toBe('OFFER_GONE');
    }
    const starts = await Promise.all(waiting.map(async (patient) => (await view(patient.manageToken)).start));
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    waiting.forEach((patient, index) => {
      expect(starts[index]).toBe(index === winner ? TUESDAY_9 : patient.start);
    });
    const gone = await t.app.inject(`/api/public/waitlist-offers/${tokens[(winner + 1) % 3]}`);
    expect(gone.json().offer.status).toBe('gone');
  });

  it('answers 410 OFFER_GONE once the time was booked otherwise, and offers nothing staff freed outside the hours', async () => {
    const place = await createBookableBusiness(t.app);
    const early = await bookPatient(t, place, TUESDAY_9);
    const waiting = await bookPatient(t, place, WEDNESDAY_9, { waitlist: true });
    await cancel(early.manageToken);
    await runWaitlistJob(t);
    await bookPatient(t, place, TUESDAY_9);
    const late = await takeOffer(t, offerToken(t, waiting.email) as string);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('OFFER_GONE');
    expect((await view(waiting.manageToken)).start).toBe(WEDNESDAY_9);

    // Staff squeezed someone in at 13:00 (outside the hours) and cancelled: not a time the page offers.
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/appointments`,
      headers: bearer(place.token),
      payload: {
        typeId: place.type.id,
        doctorId: place.doctors[0]?.id,
        start: '2026-03-03T12:00:00.000Z',
        firstName: 'Sepp',
        lastName: 'Huber',
        phone: '0664 9999999',
        // Outside the hours staff must say they mean it (part B's OUTSIDE_AVAILABILITY).
        override: true,
      },
    });
    expect(staff.statusCode).toBe(201);
    const before = offerMails(t, waiting.email).length;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/appointments/${staff.json().appointment.id}`,
      headers: bearer(place.token),
    });
    await runWaitlistJob(t);
    expect(offerMails(t, waiting.email)).toHaveLength(before);
  });

  it('writes the offer in the language the waitlisted patient booked in, and frees the time of a patient erased with their bookings', async () => {
    const place = await createBookableBusiness(t.app);
    const early = await bookPatient(t, place, TUESDAY_9);
    const waiting = await bookPatient(t, place, WEDNESDAY_9, { waitlist: true, language: 'en' });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/patients/${(await patientOf(place, early.id)) as string}?cancelFuture=true`,
      headers: bearer(place.token),
    });
    expect(erased.statusCode).toBe(204);
    await runWaitlistJob(t);
    const [mail] = offerMails(t, waiting.email);
    expect(mail?.subject).toBe(`Earlier appointment free at ${place.business.name}: Tuesday, March 3, 2026`);
  });

  it('offers a time staff moved away from, and the offer ends when the time starts', async () => {
    const place = await createBookableBusiness(t.app);
    const early = await bookPatient(t, place, TUESDAY_9);
    const waiting = await bookPatient(t, place, THURSDAY_9, { waitlist: true });
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}/appointments/${early.id}`,
      headers: bearer(place.token),
      payload: { start: WEDNESDAY_10 },
    });
    expect(moved.statusCode).toBe(200);
    await runWaitlistJob(t);
    const token = offerToken(t, waiting.email) as string;
    expect(token).toBeDefined();
    // The last test: the clock moves past the offered start.
    t.clock.advance(new Date(TUESDAY_9).getTime() - t.clock.now().getTime());
    const expired = await takeOffer(t, token);
    expect(expired.statusCode).toBe(410);
    expect((await view(waiting.manageToken)).start).toBe(THURSDAY_9);
  });
});
