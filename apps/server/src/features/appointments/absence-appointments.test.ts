import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; the doctors work Mon–Fri 08:00–12:00.
describe('an absence over booked appointments', () => {
  let t: TestApp;
  let b: BookableBusiness;
  const url = (rest: string, business = b) => `/api/businesses/${business.business.id}${rest}`;
  const call = (method: 'GET' | 'POST', path: string, payload?: object, token = b.token) =>
    t.app.inject({ method, url: path, headers: bearer(token), payload });
  const book = async (start: string, overrides: object) => {
    const body = { ...bookingBody(b.type.id, start), doctorId: b.doctors[0]!.id, ...overrides };
    const res = await call('POST', url('/appointments'), body);
    expect(res.statusCode).toBe(201);
    return res.json().appointment as { id: string };
  };
  const addAbsence = async (payload: object) => {
    const res = await call('POST', url(`/doctors/${b.doctors[0]!.id}/absences`), payload);
    expect(res.statusCode).toBe(201);
    return res.json().absence as { id: string };
  };
  const absencePath = (absenceId: string, rest: string) =>
    url(`/doctors/${b.doctors[0]!.id}/absences/${absenceId}${rest}`);

  let lea: { id: string };
  let max: { id: string };
  let outside: { id: string };
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://praxis.example' } });
    b = await createBookableBusiness(t.app, { doctors: 2 });
    lea = await book('2026-03-10T08:00:00.000Z', { firstName: 'Lea', email: 'lea@example.com' });
    max = await book('2026-03-11T09:00:00.000Z', { firstName: 'Max', phone: '0664 1111111' });
    outside = await book('2026-03-16T08:00:00.000Z', { firstName: 'Ute', email: 'ute@example.com' });
    // Another doctor's appointment in the same days is not the absence's business.
    await call('POST', url('/appointments'), {
      ...bookingBody(b.type.id, '2026-03-10T08:00:00.000Z', { firstName: 'Olga' }),
      doctorId: b.doctors[1]!.id,
    });
  });
  afterAll(() => t.close());

  it('lists the doctor’s appointments on the days of the absence, with patient and type', async () => {
    const absence = await addAbsence({ from: '2026-03-09', to: '2026-03-13', allDay: true });
    const res = await call('GET', absencePath(absence.id, '/appointments'));
    expect(res.statusCode).toBe(200);
    const listed = res.json().appointments as { id: string; title: string; patient: { firstName: string } }[];
    expect(listed.map((appointment) => appointment.id)).toEqual([lea.id, max.id]);
    expect(listed[0]).toMatchObject({ title: 'Kontrolle', patient: { firstName: 'Lea' } });
  });

  it('lists only what a partial absence’s hours overlap', async () => {
    const absence = await addAbsence({
      from: '2026-03-10',
      to: '2026-03-11',
      allDay: false,
      start: '10:00',
      end: '12:00',
    });
    const listed = (await call('GET', absencePath(absence.id, '/appointments'))).json().appointments;
    expect(listed.map((appointment: { id: string }) => appointment.id)).toEqual([max.id]);
  });

  it('cancels them through the staff cancel and mails each patient with a link to book again', async () => {
    const absence = await addAbsence({
      from: '2026-03-09',
      to: '2026-03-13',
      allDay: true,
      reason: 'Urlaub',
    });
    const res = await call('POST', absencePath(absence.id, '/cancel-appointments'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, cancelled: 2 });
    await t.settle();
    const [mail] = t.mailer
      .to('lea@example.com')
      .filter((message) => /Storniert|Abgesagt/i.test(message.subject));
    expect(mail?.text).toContain(
      `https://praxis.example/bookingflow/bookAppointment?b=${b.business.publicId}`,
    );
    expect(mail?.attachments?.[0]?.content).toContain('METHOD:CANCEL');
    expect(t.mailer.to('ute@example.com').some((message) => /Storniert/i.test(message.subject))).toBe(false);
    const left = (
      await call('GET', url(`/appointments?from=2026-03-09&to=2026-03-16&doctorId=${b.doctors[0]!.id}`))
    ).json().appointments as { id: string }[];
    expect(left.map((appointment) => appointment.id)).toEqual([outside.id]);
    expect((await call('GET', absencePath(absence.id, '/appointments'))).json().appointments).toEqual([]);
  });

  it('answers 404 for an absence of another business or doctor', async () => {
    const absence = await addAbsence({ date: '2026-04-01', allDay: true });
    const other = await createBookableBusiness(t.app);
    const foreign = `/api/businesses/${other.business.id}/doctors/${b.doctors[0]!.id}/absences/${absence.id}/appointments`;
    expect((await call('GET', foreign, undefined, other.token)).statusCode).toBe(404);
    const wrongDoctor = url(`/doctors/${b.doctors[1]!.id}/absences/${absence.id}/cancel-appointments`);
    expect((await call('POST', wrongDoctor)).statusCode).toBe(404);
    expect((await call('GET', absencePath('not-an-id', '/appointments'))).statusCode).toBe(404);
  });
});
