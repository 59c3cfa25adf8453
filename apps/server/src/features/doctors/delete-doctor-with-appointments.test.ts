import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 08:00Z = 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
describe('deleting a doctor or an appointment type that has appointments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const book = (publicId: string, typeId: string, start: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${publicId}/bookings`,
      payload: bookingBody(typeId, start),
    });

  it('refuses to delete a doctor with future appointments, naming how many, until they are cancelled', async () => {
    const { token, business, doctors, type } = await createBookableBusiness(t.app);
    const first = (await book(business.publicId, type.id, '2026-03-03T07:00:00.000Z')).json().booking;
    await book(business.publicId, type.id, '2026-03-03T07:30:00.000Z');
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/doctors/${doctors[0]!.id}`,
        headers: bearer(token),
      });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'DOCTOR_HAS_APPOINTMENTS',
      fields: { appointments: '2' },
    });

    const list = await t.app.inject({
      url: `/api/businesses/${business.id}/appointments?from=2026-03-03&to=2026-03-03`,
      headers: bearer(token),
    });
    for (const appointment of list.json().appointments) {
      await t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/appointments/${appointment.id}`,
        headers: bearer(token),
      });
    }
    expect((await remove()).statusCode).toBe(204);
    // The cancelled booking stays readable for its patient, without its doctor.
    const view = await t.app.inject(`/api/public/bookings/${first.manageToken}`);
    expect(view.json().booking).toMatchObject({ cancelled: true, doctorId: null, title: 'Kontrolle' });
  });

  it('deletes a doctor whose appointments are all in the past and keeps them in the history', async () => {
    const { token, business, doctors, type } = await createBookableBusiness(t.app);
    const past = (await book(business.publicId, type.id, '2026-03-02T09:00:00.000Z')).json().booking;
    t.clock.advanceMinutes(24 * 60);
    try {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/doctors/${doctors[0]!.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(204);
      const view = await t.app.inject(`/api/public/bookings/${past.manageToken}`);
      expect(view.json().booking).toMatchObject({ start: '2026-03-02T09:00:00.000Z', doctorId: null });
    } finally {
      t.clock.advanceMinutes(-24 * 60);
    }
  });

  it('keeps past appointments readable with title and colour after their type is deleted', async () => {
    const { token, business, type } = await createBookableBusiness(t.app);
    const booked = (await book(business.publicId, type.id, '2026-03-03T07:00:00.000Z')).json().booking;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/appointment-types/${type.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    const list = await t.app.inject({
      url: `/api/businesses/${business.id}/appointments?from=2026-03-03&to=2026-03-03`,
      headers: bearer(token),
    });
    expect(list.json().appointments).toEqual([
      expect.objectContaining({ id: booked.id, title: 'Kontrolle', color: '#2196F3', typeId: type.id }),
    ]);
  });
});
