import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 2, day, hour - 1)).toISOString();

// Issue 16: a public booking overwrote a known patient's e-mail address. Contact details given in a
// booking belong to that booking; the record takes them only when staff accept them.
describe('the contact details of a booking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A practice that knows Anna Berger (0664 1234567) with her own e-mail address. */
  async function practiceKnowingAnna() {
    const bookable = await createBookableBusiness(t.app);
    const { business, token, type, doctors } = bookable;
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/appointments`,
      headers: bearer(token),
      payload: {
        ...bookingBody(type.id, at(3, 8), { email: 'anna@berger.example' }),
        doctorId: doctors[0]!.id,
      },
    });
    expect(staff.statusCode).toBe(201);
    return { ...bookable, patientId: staff.json().appointment.patient.id as string };
  }

  const patient = (businessId: string, token: string, patientId: string) =>
    t.app
      .inject({ url: `/api/businesses/${businessId}/patients/${patientId}`, headers: bearer(token) })
      .then((res) => res.json().patient);

  it('keeps the e-mail a public booking gives with the booking, not in the known patient’s record', async () => {
    const { business, token, type, patientId } = await practiceKnowingAnna();
    const booked = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, at(4, 8), { email: 'stranger@elsewhere.example' }),
    );
    expect(booked.statusCode).toBe(201);
    expect((await patient(business.id, token, patientId)).email).toBe('anna@berger.example');

    const online = (await patient(business.id, token, patientId)).appointments.find(
      (appointment: { bookedOnline: boolean }) => appointment.bookedOnline,
    );
    expect(online.patient.email).toBe('anna@berger.example');
    expect(online.newContact).toEqual({ phone: null, email: 'stranger@elsewhere.example' });
    // The booking's own mails go where the booking said.
    await t.settle();
    expect(t.mailer.to('stranger@elsewhere.example')).toHaveLength(1);
  });

  it('takes the booking’s details into the record when staff accept them', async () => {
    const { business, token, type, patientId } = await practiceKnowingAnna();
    const booked = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, at(4, 8), { email: 'anna.new@berger.example' }),
    );
    const accept = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/appointments/${booked.json().booking.id}/accept-contact`,
        headers: bearer(token),
      });
    const accepted = await accept();
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().appointment).toMatchObject({
      newContact: null,
      patient: { id: patientId, email: 'anna.new@berger.example' },
    });
    expect((await patient(business.id, token, patientId)).email).toBe('anna.new@berger.example');
    expect((await accept()).statusCode).toBe(200);
  });

  it('gives a patient the booking creates the details the booking gave', async () => {
    const { business, token, type } = await createBookableBusiness(t.app);
    const booked = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, at(4, 8), { firstName: 'Neu', email: 'neu@example.com' }),
    );
    const list = await t.app.inject({
      url: `/api/businesses/${business.id}/appointments?from=2026-03-04&to=2026-03-04`,
      headers: bearer(token),
    });
    const [appointment] = list.json().appointments;
    expect(appointment.id).toBe(booked.json().booking.id);
    expect(appointment.patient).toMatchObject({
      firstName: 'Neu',
      phone: '0664 1234567',
      email: 'neu@example.com',
    });
    expect(appointment.newContact).toBeNull();
  });

  it('lets only the business’s own staff accept', async () => {
    const { business, type } = await practiceKnowingAnna();
    const other = await createBookableBusiness(t.app);
    const booked = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, at(4, 8), { email: 'x@example.com' }),
    );
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${other.business.id}/appointments/${booked.json().booking.id}/accept-contact`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const wrongScope = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/appointments/${booked.json().booking.id}/accept-contact`,
      headers: bearer(other.token),
    });
    expect(wrongScope.statusCode).toBe(404);
  });
});
