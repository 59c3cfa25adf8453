import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { signUpWithBusiness } from '../../../test/businesses';
import { giveBirthdate, newKiosk } from '../../../test/lobby-devices';
import { addMember } from '../../../test/members';
import { joinFrom, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The kiosk (issue 21): a tablet at the entrance, opened by a revocable secret link, where a walk-in
// without a phone registers and a patient checks in to today's appointment by name and birth date.
// Nothing personal stays on the tablet: no patient link, no account token.

/** Tuesday 3 March 2026, 09:00 in Vienna. */
const NINE = '2026-03-03T08:00:00.000Z';

describe('kiosks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const clockAt = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  const register = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/public/kiosks/${token}/queue`, payload });
  const checkIn = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/public/kiosks/${token}/check-in`, payload });

  it('registers a walk-in and shows their ticket, keeping no link or account token on the kiosk', async () => {
    const place = await signUpWithBusiness(t.app);
    const kiosk = await newKiosk(t.app, place.token, place.business.id);
    const res = await register(kiosk.token, { fullName: 'Greta Sommer' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { entry, data } = res.json();
    expect(data).toBeUndefined();
    expect(entry.token).toBeUndefined();
    expect(entry).toMatchObject({
      firstName: 'Greta',
      ticket: expect.stringMatching(/^A\d{3}$/),
      status: 'notHere',
      ahead: 0,
    });
    const waiting = await staffList(t.app, place.token, place.business.id);
    expect(waiting.entries).toEqual([expect.objectContaining({ id: entry.id })]);
  });

  it('follows the self-registration’s rules: full name, and a birth date when the name is known', async () => {
    const place = await signUpWithBusiness(t.app);
    const kiosk = await newKiosk(t.app, place.token, place.business.id);
    const single = await register(kiosk.token, { fullName: 'Greta' });
    expect([single.statusCode, single.json().error.code]).toEqual([422, 'FULL_NAME_REQUIRED']);
    await joinFrom(t.app, place.business.publicId, 'Hans Egger', { birthdate: '1970-01-01' });
    const namesake = await register(kiosk.token, { fullName: 'Hans Egger' });
    expect([namesake.statusCode, namesake.json().error.code]).toEqual([409, 'BIRTHDATE_REQUIRED']);
    const told = await register(kiosk.token, { fullName: 'Hans Egger', birthdate: '1980-02-02' });
    expect(told.statusCode).toBe(201);
  });

  it('checks a patient in to today’s appointment by name and birth date, in the patient’s window', async () => {
    const place = await createBookableBusiness(t.app);
    clockAt('2026-03-02T08:00:00.000Z');
    const booked = await publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, NINE));
    expect(booked.statusCode).toBe(201);
    await giveBirthdate(t.app, place.token, place.business.id, 'Berger', '1985-06-15');
    const kiosk = await newKiosk(t.app, place.token, place.business.id);
    const me = { fullName: 'Anna Berger', birthdate: '1985-06-15' };
    clockAt('2026-03-03T06:30:00.000Z');
    const early = await checkIn(kiosk.token, me);
    expect([early.statusCode, early.json().error.code]).toEqual([422, 'CHECK_IN_CLOSED']);
    clockAt('2026-03-03T07:30:00.000Z');
    const res = await checkIn(kiosk.token, me);
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({
      status: 'checkIn',
      appointmentId: booked.json().booking.id,
      ticket: expect.stringMatching(/^A\d{3}$/),
    });
    expect(res.json().entry.token).toBeUndefined();
    const again = await checkIn(kiosk.token, { ...me, fullName: 'anna berger' });
    expect([again.statusCode, again.json().entry.id]).toEqual([200, res.json().entry.id]);
  });

  it('gives the same refusal for a wrong birth date, an unknown name and a day without appointment', async () => {
    const place = await createBookableBusiness(t.app);
    clockAt('2026-03-02T08:00:00.000Z');
    await publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, NINE));
    await giveBirthdate(t.app, place.token, place.business.id, 'Berger', '1985-06-15');
    const kiosk = await newKiosk(t.app, place.token, place.business.id);
    clockAt('2026-03-03T07:30:00.000Z');
    const answers = await Promise.all(
      [
        { fullName: 'Anna Berger', birthdate: '1985-06-16' },
        { fullName: 'Nora Niemand', birthdate: '1985-06-15' },
      ].map((body) => checkIn(kiosk.token, body)),
    );
    clockAt('2026-03-04T07:30:00.000Z');
    answers.push(await checkIn(kiosk.token, { fullName: 'Anna Berger', birthdate: '1985-06-15' }));
    const shapes = answers.map((res) => [res.statusCode, res.json()]);
    expect(shapes[0]).toEqual([
      422,
      { success: false, error: { code: 'NO_MATCHING_APPOINTMENT', message: expect.any(String) } },
    ]);
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it('answers 404 once the kiosk is revoked, and only the desk may make or revoke kiosks', async () => {
    const place = await signUpWithBusiness(t.app);
    const kiosk = await newKiosk(t.app, place.token, place.business.id);
    const practitioner = await addMember(t.app, t.database, place.business.id, 'practitioner');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/kiosks/${kiosk.id}`,
      headers: bearer(practitioner.token),
    });
    expect(refused.statusCode).toBe(403);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/kiosks/${kiosk.id}`,
      headers: bearer(place.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await t.app.inject(`/api/public/kiosks/${kiosk.token}`)).statusCode).toBe(404);
    const late = await register(kiosk.token, { fullName: 'Ida Klein' });
    expect([late.statusCode, late.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('limits one kiosk’s writes (429 with Retry-After), attempts that failed included', async () => {
    const place = await signUpWithBusiness(t.app);
    const kiosk = await newKiosk(t.app, place.token, place.business.id);
    for (let n = 0; n < 40; n++) await register(kiosk.token, { fullName: 'Solo' });
    const over = await register(kiosk.token, { fullName: 'Solo' });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect(over.headers['retry-after']).toEqual(expect.any(String));
    const another = await newKiosk(t.app, place.token, place.business.id);
    expect((await register(another.token, { fullName: 'Solo' })).statusCode).toBe(422);
  });
});
