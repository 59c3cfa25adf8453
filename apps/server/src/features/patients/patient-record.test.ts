import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { insertAppointment, insertPatient, insertVisit } from '../../../test/patients';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('a patient’s record', () => {
  let t: TestApp;
  let b: BookableBusiness;

  const patch = (patientId: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${b.business.id}/patients/${patientId}`,
      headers: bearer(b.token),
      payload,
    });
  const record = async (patientId: string) => {
    const res = await t.app.inject({
      url: `/api/businesses/${b.business.id}/patients/${patientId}`,
      headers: bearer(b.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().patient;
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
  });
  afterAll(() => t.close());

  it('holds contact, note, consent, every appointment (cancelled too), every visit and the counts', async () => {
    const db = t.database.db;
    const id = await insertPatient(db, b.business.id, {
      firstName: 'Anna',
      lastName: 'Huber',
      birthdate: '1980-01-01',
      phone: '0664 1112223',
      svnr: '1237010180',
      note: 'Allergie: Penicillin',
    });
    await insertAppointment(db, b.business.id, id, b.doctors[0]!.id, '2026-02-02T09:00:00Z');
    await insertAppointment(db, b.business.id, id, b.doctors[0]!.id, '2026-03-10T09:00:00Z', {
      cancelled: true,
    });
    await insertVisit(db, b.business.id, id, '2026-02-02T08:55:00Z');
    await insertVisit(db, b.business.id, id, '2026-02-20T08:00:00Z', 'noShow');

    const patient = await record(id);
    expect(patient).toMatchObject({
      id,
      firstName: 'Anna',
      lastName: 'Huber',
      birthdate: '1980-01-01',
      phone: '0664 1112223',
      svnr: '1237010180',
      note: 'Allergie: Penicillin',
      consent: { reminders: true, marketing: false, marketingAt: null },
      counts: { visits: 2, appointments: 2, noShows: 1 },
    });
    expect(
      patient.appointments.map((a: { start: string; cancelled: boolean }) => [a.start, a.cancelled]),
    ).toEqual([
      ['2026-02-02T09:00:00.000Z', false],
      ['2026-03-10T09:00:00.000Z', true],
    ]);
    expect(patient.visits.map((v: { outcome: string }) => v.outcome)).toEqual(['treated', 'noShow']);
  });

  it('takes staff’s edits of contact, note and consent; marketing consent only when given explicitly', async () => {
    const id = await insertPatient(t.database.db, b.business.id, { firstName: 'Bernd', lastName: 'Bauer' });
    const res = await patch(id, {
      lastName: 'Bauer-Berg',
      birthdate: '1975-05-05',
      phone: '0676 5556667',
      email: 'Bernd@Example.org',
      svnr: '1237 010180',
      note: 'Rollstuhl',
      remindersConsent: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().patient).toMatchObject({
      lastName: 'Bauer-Berg',
      birthdate: '1975-05-05',
      phone: '0676 5556667',
      email: 'bernd@example.org',
      svnr: '1237010180',
      note: 'Rollstuhl',
      consent: { reminders: false, marketing: false, marketingAt: null },
    });
    const consented = (await patch(id, { marketingConsent: true })).json().patient;
    expect(consented.consent).toEqual({
      reminders: false,
      marketing: true,
      marketingAt: t.clock.now().toISOString(),
    });
    // Other edits leave it as it was.
    expect((await patch(id, { note: '' })).json().patient).toMatchObject({
      note: null,
      consent: consented.consent,
    });
    expect((await patch(id, { marketingConsent: false, phone: '' })).json().patient).toMatchObject({
      phone: null,
      consent: { marketing: false, marketingAt: null },
    });
  });

  it('answers 409 PATIENT_DUPLICATE with the other’s id when an edit makes it another patient', async () => {
    const book = (firstName: string, phone: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${b.business.id}/appointments`,
        headers: bearer(b.token),
        payload: {
          typeId: b.type.id,
          doctorId: b.doctors[0]!.id,
          start: `2026-04-0${firstName === 'Carla' ? 6 : 7}T09:00:00Z`,
          firstName,
          lastName: 'Crisan',
          phone,
          override: true,
        },
      });
    const carla = (await book('Carla', '0664 7778889')).json().appointment.patient.id;
    const karla = (await book('Karla', '0699 1231231')).json().appointment.patient.id;
    const res = await patch(karla, { firstName: 'carla', phone: '0664/777 88 89' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'PATIENT_DUPLICATE', fields: { duplicateOf: carla } });
    expect((await record(karla)).firstName).toBe('Karla');
  });

  it('refuses bad values with field codes, and an unknown patient with 404', async () => {
    const id = await insertPatient(t.database.db, b.business.id, { firstName: 'Dora', lastName: 'Dax' });
    const bad = await patch(id, {
      svnr: '1234567890',
      email: 'nope',
      birthdate: '2999-01-01',
      firstName: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['birthdate', 'email', 'firstName', 'svnr']);
    expect((await patch(id, { marketingConsent: 'yes' })).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { note: 'x' })).statusCode).toBe(404);
    expect((await patch('nope', { note: 'x' })).statusCode).toBe(404);
  });
});
