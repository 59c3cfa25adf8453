import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { addMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

// An appointment nobody checked in by its end is offered to staff as a no-show (issue 21): one
// click marks it, and it counts on the patient's record like a queue no-show.

/** Tuesday 3 March 2026, 09:00–09:30 in Vienna. */
const NINE = '2026-03-03T08:00:00.000Z';

describe('appointment no-shows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const clockAt = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
  const staffCall = (
    token: string,
    businessId: string,
    appointmentId: string,
    what: 'no-show' | 'check-in',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/appointments/${appointmentId}/${what}`,
      headers: bearer(token),
    });

  async function bookedPlace() {
    const place = await createBookableBusiness(t.app);
    clockAt('2026-03-02T08:00:00.000Z');
    const booked = await publicBooking(t.app, place.business.publicId, bookingBody(place.type.id, NINE));
    return { ...place, appointmentId: booked.json().booking.id as string };
  }
  const record = async (place: { token: string; business: { id: string } }) => {
    const list = await t.app.inject({
      url: `/api/businesses/${place.business.id}/patients?q=Berger`,
      headers: bearer(place.token),
    });
    const patient = list.json().patients[0];
    const res = await t.app.inject({
      url: `/api/businesses/${place.business.id}/patients/${patient.id}`,
      headers: bearer(place.token),
    });
    return { listed: patient, record: res.json().patient };
  };

  it('marks an ended appointment nobody checked in as a no-show, counted on the patient’s record', async () => {
    const place = await bookedPlace();
    clockAt('2026-03-03T08:31:00.000Z');
    const res = await staffCall(place.token, place.business.id, place.appointmentId, 'no-show');
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({
      status: 'done',
      outcome: 'noShow',
      appointmentId: place.appointmentId,
    });
    const again = await staffCall(place.token, place.business.id, place.appointmentId, 'no-show');
    expect([again.statusCode, again.json().entry.id]).toEqual([200, res.json().entry.id]);
    const { listed, record: patient } = await record(place);
    expect(listed.noShowCount).toBe(1);
    expect(patient.counts.noShows).toBe(1);
    // It stays out of the line: checking it in afterwards gives the finished entry, not a new place.
    const late = await staffCall(place.token, place.business.id, place.appointmentId, 'check-in');
    expect(late.json().entry).toMatchObject({ id: res.json().entry.id, status: 'done' });
  });

  it('refuses before the appointment has ended, and for one that was checked in', async () => {
    const place = await bookedPlace();
    clockAt('2026-03-03T08:29:00.000Z');
    const early = await staffCall(place.token, place.business.id, place.appointmentId, 'no-show');
    expect([early.statusCode, early.json().error.code]).toEqual([422, 'APPOINTMENT_NOT_OVER']);
    await staffCall(place.token, place.business.id, place.appointmentId, 'check-in');
    clockAt('2026-03-03T09:00:00.000Z');
    const came = await staffCall(place.token, place.business.id, place.appointmentId, 'no-show');
    expect([came.statusCode, came.json().error.code]).toEqual([409, 'CHECKED_IN_ALREADY']);
    expect((await record(place)).listed.noShowCount).toBe(0);
  });

  it('lets every role that checks in mark no-shows, and answers 404 for another business’s appointment', async () => {
    const place = await bookedPlace();
    const other = await bookedPlace();
    const practitioner = await addMember(t.app, t.database, place.business.id, 'practitioner');
    clockAt('2026-03-03T10:00:00.000Z');
    const foreign = await staffCall(place.token, place.business.id, other.appointmentId, 'no-show');
    expect(foreign.statusCode).toBe(404);
    const res = await staffCall(practitioner.token, place.business.id, place.appointmentId, 'no-show');
    expect(res.statusCode).toBe(201);
  });
});
