import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 08:00Z = 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const TUESDAY_0800 = '2026-03-03T07:00:00.000Z';
const TUESDAY_0830 = '2026-03-03T07:30:00.000Z';
const SATURDAY_1000 = '2026-03-07T09:00:00.000Z';

describe('the staff appointments API', () => {
  let t: TestApp;
  let b: BookableBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app, { doctors: 2 });
  });
  afterAll(() => t.close());

  const url = (rest = '', business = b) => `/api/businesses/${business.business.id}${rest}`;
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: object,
    token = b.token,
  ) => t.app.inject({ method, url: path, headers: bearer(token), payload });
  const staffBody = (start: string, overrides: object = {}) => ({
    ...bookingBody(b.type.id, start),
    doctorId: b.doctors[0]!.id,
    ...overrides,
  });
  const list = async (query = 'from=2026-03-02&to=2026-03-08') =>
    (await call('GET', url(`/appointments?${query}`))).json().appointments as { id: string; start: string }[];

  it('books for a patient outside working times when told to, records that, and shows who did it', async () => {
    const body = staffBody(SATURDAY_1000, { note: 'Rückruf', override: true });
    const res = await call('POST', url('/appointments'), body);
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment).toEqual({
      id: expect.any(String),
      title: 'Kontrolle',
      start: SATURDAY_1000,
      end: '2026-03-07T09:30:00.000Z',
      typeId: b.type.id,
      doctorId: b.doctors[0]!.id,
      color: '#2196F3',
      note: 'Rückruf',
      partySize: null,
      cancelled: false,
      patient: {
        id: expect.any(String),
        firstName: 'Anna',
        lastName: 'Berger',
        birthdate: null,
        phone: '0664 1234567',
        email: null,
      },
      changedBy: { id: expect.any(String), name: 'Ana Berger' },
      bookedOnline: false,
      availabilityOverridden: true,
      newContact: null,
      series: null,
      confirmation: null,
    });
    expect((await list()).map((appointment) => appointment.start)).toContain(SATURDAY_1000);
  });

  it('never books over another appointment of the doctor, and changes nothing then', async () => {
    const first = await call('POST', url('/appointments'), staffBody(TUESDAY_0800));
    expect(first.statusCode).toBe(201);
    const overlapping = await call(
      'POST',
      url('/appointments'),
      staffBody('2026-03-03T07:15:00.000Z', { firstName: 'Ben' }),
    );
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.code).toBe('SLOT_TAKEN');
    // The other doctor is free then.
    const other = await call(
      'POST',
      url('/appointments'),
      staffBody(TUESDAY_0800, { doctorId: b.doctors[1]!.id }),
    );
    expect(other.statusCode).toBe(201);
    const public_ = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${b.business.publicId}/bookings`,
      payload: bookingBody(b.type.id, TUESDAY_0800),
    });
    expect(public_.statusCode).toBe(409);
  });

  it('moves an appointment by drag and drop, and snaps back with 409 onto another one', async () => {
    const a = (await call('POST', url('/appointments'), staffBody('2026-03-04T07:00:00.000Z'))).json()
      .appointment;
    const c = (await call('POST', url('/appointments'), staffBody('2026-03-04T08:00:00.000Z'))).json()
      .appointment;
    const moved = await call('PATCH', url(`/appointments/${a.id}`), { start: '2026-03-04T10:00:00+01:00' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({
      start: '2026-03-04T09:00:00.000Z',
      end: '2026-03-04T09:30:00.000Z',
    });
    const onto = await call('PATCH', url(`/appointments/${c.id}`), { start: '2026-03-04T09:15:00.000Z' });
    expect(onto.statusCode).toBe(409);
    expect(onto.json().error.code).toBe('SLOT_TAKEN');
    const unchanged = (await list('from=2026-03-04&to=2026-03-04')).find((row) => row.id === c.id);
    expect(unchanged?.start).toBe('2026-03-04T08:00:00.000Z');
  });

  it('changes the type, which changes the title and the length', async () => {
    const long = await call('POST', url('/appointment-types'), {
      title: 'Erstgespräch',
      durationMinutes: 60,
      color: '#E91E63',
      doctorIds: [b.doctors[0]!.id],
    });
    const a = (await call('POST', url('/appointments'), staffBody('2026-03-05T07:00:00.000Z'))).json()
      .appointment;
    const res = await call('PATCH', url(`/appointments/${a.id}`), { typeId: long.json().appointmentType.id });
    expect(res.json().appointment).toMatchObject({
      title: 'Erstgespräch',
      color: '#E91E63',
      end: '2026-03-05T08:00:00.000Z',
    });
  });

  it('cancels an appointment: the time is free again and the history keeps it', async () => {
    const a = (await call('POST', url('/appointments'), staffBody(TUESDAY_0830))).json().appointment;
    expect((await call('DELETE', url(`/appointments/${a.id}`))).statusCode).toBe(204);
    expect((await call('DELETE', url(`/appointments/${a.id}`))).statusCode).toBe(204);
    expect((await list()).map((row) => row.id)).not.toContain(a.id);
    expect((await call('PATCH', url(`/appointments/${a.id}`), { start: TUESDAY_0830 })).statusCode).toBe(404);
    const history = (await call('GET', url(`/patients/${a.patient.id}`))).json().patient.appointments;
    expect(history.find((row: { id: string }) => row.id === a.id)).toMatchObject({ cancelled: true });
    const again = await call('POST', url('/appointments'), staffBody(TUESDAY_0830, { firstName: 'Ben' }));
    expect(again.statusCode).toBe(201);
  });

  it('asks for the patient: names and phone, or a known patientId', async () => {
    const noName = await call(
      'POST',
      url('/appointments'),
      staffBody(SATURDAY_1000, { firstName: undefined }),
    );
    expect(noName.statusCode).toBe(422);
    expect(noName.json().error.code).toBe('PATIENT_REQUIRED');
    const noPhone = await call('POST', url('/appointments'), staffBody(SATURDAY_1000, { phone: '' }));
    expect(noPhone.json().error.code).toBe('PHONE_REQUIRED');
    const known = (await call('GET', url('/patients?q=berger'))).json().patients[0];
    const byId = await call('POST', url('/appointments'), {
      typeId: b.type.id,
      doctorId: b.doctors[1]!.id,
      start: SATURDAY_1000,
      patientId: known.id,
      override: true,
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().appointment.patient.id).toBe(known.id);
    const unknown = await call('POST', url('/appointments'), {
      typeId: b.type.id,
      doctorId: b.doctors[1]!.id,
      start: '2026-03-07T11:00:00.000Z',
      patientId: crypto.randomUUID(),
      override: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('knows a patient again by name and phone, however the phone is written', async () => {
    const online = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${b.business.publicId}/bookings`,
      payload: bookingBody(b.type.id, '2026-03-06T07:00:00.000Z', {
        firstName: 'clara',
        lastName: 'MAIER',
        phone: '+43 664 555-12',
      }),
    });
    expect(online.statusCode).toBe(201);
    const staff = await call(
      'POST',
      url('/appointments'),
      staffBody('2026-03-06T08:00:00.000Z', {
        firstName: 'Clara',
        lastName: 'Maier',
        phone: '0043664 55512',
      }),
    );
    const found = (await call('GET', url('/patients?q=maier'))).json().patients;
    expect(found).toHaveLength(1);
    expect(staff.json().appointment.patient.id).toBe(found[0].id);
    const history = (await call('GET', url(`/patients/${found[0].id}`))).json().patient.appointments;
    expect(history.map((row: { changedBy: unknown }) => row.changedBy)).toEqual([
      null,
      { id: expect.any(String), name: 'Ana Berger' },
    ]);
  });

  it('lists by doctor and refuses reversed, too long or malformed ranges', async () => {
    const second = await list(`from=2026-03-02&to=2026-03-08&doctorId=${b.doctors[1]!.id}`);
    expect(second.length).toBeGreaterThan(0);
    expect(
      second.every((row) => (row as unknown as { doctorId: string }).doctorId === b.doctors[1]!.id),
    ).toBe(true);
    expect((await call('GET', url('/appointments?from=2026-03-08&to=2026-03-02'))).statusCode).toBe(400);
    const long = await call('GET', url('/appointments?from=2026-01-01&to=2026-06-01'));
    expect(long.json().error.code).toBe('RANGE_TOO_LONG');
    const malformed = await call('GET', url('/appointments?from=yesterday&to=2026-03-02'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION');
    expect((await call('GET', url('/appointments?from=2026-03-02'))).statusCode).toBe(400);
  });

  it('answers 404 for another business’s appointment or patient, even to its own staff', async () => {
    const other = await createBookableBusiness(t.app);
    const theirs = (
      await call(
        'POST',
        url('/appointments', other),
        { ...bookingBody(other.type.id, SATURDAY_1000), doctorId: other.doctors[0]!.id, override: true },
        other.token,
      )
    ).json().appointment;
    expect(
      (await call('PATCH', url(`/appointments/${theirs.id}`), { start: SATURDAY_1000 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', url(`/appointments/${theirs.id}`))).statusCode).toBe(404);
    expect((await call('GET', url(`/patients/${theirs.patient.id}`))).statusCode).toBe(404);
    expect((await call('GET', url('/patients/not-an-id'))).statusCode).toBe(404);
    const foreignType = await call(
      'POST',
      url('/appointments'),
      staffBody(SATURDAY_1000, { typeId: other.type.id }),
    );
    expect(foreignType.json().error.code).toBe('SLOT_UNAVAILABLE');
  });
});
