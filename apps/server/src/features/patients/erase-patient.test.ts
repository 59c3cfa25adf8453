import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser } from '../../../test/accounts';
import { bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { join } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('erasing a patient (GDPR Art. 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes the patient with appointments, visits and the temporary account, and frees the time', async () => {
    const { token, business, type } = await createBookableBusiness(t.app);
    const start = '2026-03-03T07:00:00.000Z';
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${business.publicId}/bookings`,
      payload: bookingBody(type.id, start, { firstName: 'Anna', lastName: 'Berger' }),
    });
    expect(booked.statusCode).toBe(201);
    const joined = await join(t.app, business.publicId, 'Anna Berger', { birthdate: '1990-04-01' });
    const patients = (
      await t.app.inject({ url: `/api/businesses/${business.id}/patients?q=berger`, headers: bearer(token) })
    ).json().patients as { id: string }[];
    expect(patients.length).toBeGreaterThan(0);

    for (const patient of patients) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/patients/${patient.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(204);
    }
    const after = await t.app.inject({
      url: `/api/businesses/${business.id}/patients?q=berger`,
      headers: bearer(token),
    });
    expect(after.json().patients).toEqual([]);
    expect((await t.app.inject(`/api/queue/${joined.body.entry.token}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/public/bookings/${booked.json().booking.manageToken}`)).statusCode).toBe(
      404,
    );
    expect((await getUser(t.app, joined.body.data)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${business.publicId}/bookings`,
      payload: bookingBody(type.id, start, { firstName: 'Ben' }),
    });
    expect(again.statusCode).toBe(201);
  });

  it('is for owners only, and another business’s patient is not found', async () => {
    const { token, business } = await createBookableBusiness(t.app);
    const other = await createBookableBusiness(t.app);
    await join(t.app, other.business.publicId, 'Clara Maier');
    const theirs = (
      await t.app.inject({
        url: `/api/businesses/${other.business.id}/patients`,
        headers: bearer(other.token),
      })
    ).json().patients[0];
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/patients/${theirs.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/businesses/${business.id}/patients/nope`,
          headers: bearer(token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
