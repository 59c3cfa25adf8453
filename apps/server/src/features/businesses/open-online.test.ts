import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, verifyEmail } from '../../../test/accounts';
import { bookingBody, publicBooking, publicSlots } from '../../../test/bookable-business';
import { createBusiness } from '../../../test/businesses';
import { createDoctor } from '../../../test/doctors';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('a business opens online once its owner’s e-mail address is verified', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A business with a doctor working weekdays 08–12 and a 30-minute type, of an owner not verified yet. */
  async function unverifiedPractice() {
    const { token, email } = await signUp(t.app);
    const business = await createBusiness(t.app, token);
    const doctor = await createDoctor(t.app, token, business.id, { name: 'Dr. Eins' });
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '12:00' }));
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/doctors/${doctor.id}/working-times`,
      headers: bearer(token),
      payload: week,
    });
    const type = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/appointment-types`,
      headers: bearer(token),
      payload: { title: 'Kontrolle', durationMinutes: 30, color: '#2196F3', doctorIds: [doctor.id] },
    });
    return { email, business, typeId: type.json().appointmentType.id as string };
  }
  const join = (publicId: string, fullName = 'Pia Patientin') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${publicId}/queue`,
      payload: { fullName, birthdate: '1990-01-01' },
    });
  const openOnline = async (publicId: string) =>
    (await t.app.inject(`/api/public/businesses/${publicId}`)).json().business.openOnline;

  it('refuses public bookings with 403 EMAIL_NOT_VERIFIED until then, and takes them after', async () => {
    const { email, business, typeId } = await unverifiedPractice();
    const slots = (await publicSlots(t.app, business.publicId, `typeId=${typeId}`)).json().slots;
    const body = bookingBody(typeId, slots[0].start);
    const refused = await publicBooking(t.app, business.publicId, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: { code: 'EMAIL_NOT_VERIFIED', message: expect.any(String) },
    });
    // Nothing was written: the slot is still free.
    expect((await publicSlots(t.app, business.publicId, `typeId=${typeId}`)).json().slots[0]).toEqual(
      slots[0],
    );

    await verifyEmail(t.app, email);
    expect((await publicBooking(t.app, business.publicId, body)).statusCode).toBe(201);
  });

  it('refuses self-registration with 403 EMAIL_NOT_VERIFIED until then, and lets patients in after', async () => {
    const { email, business } = await unverifiedPractice();
    const refused = await join(business.publicId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    await verifyEmail(t.app, email);
    expect((await join(business.publicId)).statusCode).toBe(201);
  });

  it('tells the patient pages before anyone types: openOnline is false, then true', async () => {
    const { email, business } = await unverifiedPractice();
    expect(await openOnline(business.publicId)).toBe(false);
    await verifyEmail(t.app, email);
    expect(await openOnline(business.publicId)).toBe(true);
  });

  it('still answers 404 for an unknown business, before any 403', async () => {
    const unknown = '0000000000';
    const booking = bookingBody('00000000-0000-4000-8000-000000000000', '2026-03-03T07:00:00.000Z');
    for (const res of [await join(unknown), await publicBooking(t.app, unknown, booking)]) {
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});
