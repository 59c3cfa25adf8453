import type { Business } from '@qtify/shared/schemas/business-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createDoctor } from '../../../test/doctors';
import { createTestApp, type TestApp } from '../../../test/test-app';

const notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };

describe('the appointment types API', () => {
  let t: TestApp;
  let token: string;
  let business: Business;
  let doctorIds: string[];
  const url = (rest = '', businessId = business.id) =>
    `/api/businesses/${businessId}/appointment-types${rest}`;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, as = token) =>
    t.app.inject({ method, url: path, headers: bearer(as), payload });
  const body = (overrides: object = {}) => ({
    title: 'Erstgespräch',
    description: 'Für neue Patientinnen und Patienten',
    durationMinutes: 30,
    color: '#2196F3',
    doctorIds,
    ...overrides,
  });
  const publicList = async (publicId = business.publicId) =>
    t.app.inject(`/api/public/businesses/${publicId}/appointment-types`);

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, business } = await signUpWithBusiness(t.app));
    const first = await createDoctor(t.app, token, business.id, { name: 'Dr. A' });
    const second = await createDoctor(t.app, token, business.id, { name: 'Dr. B' });
    doctorIds = [first.id, second.id].sort();
  });
  afterAll(() => t.close());

  it('creates a type offered by the chosen doctors', async () => {
    const res = await call('POST', url(), body({ title: '  Kontrolle ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      appointmentType: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Kontrolle',
        description: 'Für neue Patientinnen und Patienten',
        durationMinutes: 30,
        color: '#2196F3',
        doctorIds,
        bookingRules: {},
      },
    });
  });

  it('lists the business’s types, and the public booking page gets the same (no party limit outside restaurants)', async () => {
    const { token: other, business: fresh } = await signUpWithBusiness(t.app);
    const doctor = await createDoctor(t.app, other, fresh.id);
    const created = (
      await call('POST', url('', fresh.id), body({ doctorIds: [doctor.id], description: undefined }), other)
    ).json().appointmentType;
    expect(created.description).toBeNull();
    const res = await call('GET', url('', fresh.id), undefined, other);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, appointmentTypes: [created] });
    const open = await publicList(fresh.publicId);
    expect(open.statusCode).toBe(200);
    const { bookingRules: _overrides, ...shown } = created;
    expect(open.json()).toEqual({
      success: true,
      appointmentTypes: [
        { ...shown, maxPartySize: null, doctors: null, needsBirthdate: false, needsConfirmation: false },
      ],
    });
  });

  it('refuses a type while the business has no doctor with 422 NO_DOCTORS', async () => {
    const { token: other, business: empty } = await signUpWithBusiness(t.app);
    for (const ids of [[], [doctorIds[0]]]) {
      const res = await call('POST', url('', empty.id), body({ doctorIds: ids }), other);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('NO_DOCTORS');
    }
  });

  it('refuses a doctor of another business, or an unknown one, with 422 UNKNOWN_DOCTOR', async () => {
    const other = await signUpWithBusiness(t.app);
    const foreign = await createDoctor(t.app, other.token, other.business.id);
    for (const ids of [[doctorIds[0], foreign.id], ['00000000-0000-4000-8000-000000000000'], ['nope']]) {
      const res = await call('POST', url(), body({ doctorIds: ids }));
      expect(res.statusCode, JSON.stringify(ids)).toBe(422);
      expect(res.json()).toEqual({
        success: false,
        error: {
          code: 'UNKNOWN_DOCTOR',
          message: expect.any(String),
          fields: { doctorIds: 'unknownDoctor' },
        },
      });
    }
  });

  it('refuses an empty doctor list once doctors exist with 400 VALIDATION', async () => {
    const res = await call('POST', url(), body({ doctorIds: [] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { doctorIds: 'doctorsRequired' } });
  });

  it('refuses a blank title, a bad duration or a bad colour with 400 VALIDATION', async () => {
    const res = await call('POST', url(), body({ title: ' ', durationMinutes: 0, color: 'blue' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: { title: 'titleRequired', durationMinutes: 'durationTooShort', color: 'invalidColor' },
    });
    const fraction = await call('POST', url(), body({ durationMinutes: 12.5 }));
    expect(fraction.json().error.fields).toEqual({ durationMinutes: 'invalidNumber' });
  });

  it('counts each doctor once when an id repeats', async () => {
    const res = await call('POST', url(), body({ doctorIds: [doctorIds[0], doctorIds[0]] }));
    expect(res.json().appointmentType.doctorIds).toEqual([doctorIds[0]]);
  });

  it('changes a type, replacing its doctors only when doctorIds is sent', async () => {
    const type = (await call('POST', url(), body())).json().appointmentType;
    const renamed = await call('PATCH', url(`/${type.id}`), { title: 'Impfung', durationMinutes: 15 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      success: true,
      appointmentType: { ...type, title: 'Impfung', durationMinutes: 15 },
    });
    const narrowed = await call('PATCH', url(`/${type.id}`), { doctorIds: [doctorIds[1]], description: '' });
    expect(narrowed.json().appointmentType).toMatchObject({ doctorIds: [doctorIds[1]], description: null });
    const foreign = await call('PATCH', url(`/${type.id}`), { doctorIds: ['nope'] });
    expect(foreign.json().error.code).toBe('UNKNOWN_DOCTOR');
  });

  it('soft-deletes a type: 204, gone from the lists and the public list, its row kept', async () => {
    const type = (await call('POST', url(), body({ title: 'Wird gelöscht' }))).json().appointmentType;
    const res = await call('DELETE', url(`/${type.id}`));
    expect(res.statusCode).toBe(204);
    const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
    expect(ids((await call('GET', url())).json().appointmentTypes)).not.toContain(type.id);
    expect(ids((await publicList()).json().appointmentTypes)).not.toContain(type.id);
    const rows = await t.database.db.query.appointmentTypes.findFirst({
      where: (types, { eq }) => eq(types.id, type.id),
    });
    expect(rows?.deletedAt).toBeInstanceOf(Date);
    expect((await call('PATCH', url(`/${type.id}`), { title: 'Zurück' })).json()).toEqual(notFound);
    expect((await call('DELETE', url(`/${type.id}`))).statusCode).toBe(404);
  });

  it('keeps a type working when one of its doctors is deleted, without that doctor', async () => {
    const extra = await createDoctor(t.app, token, business.id, { name: 'Dr. Kurz' });
    const type = (await call('POST', url(), body({ doctorIds: [doctorIds[0], extra.id] }))).json()
      .appointmentType;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/doctors/${extra.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(204);
    const listed = (await call('GET', url()))
      .json()
      .appointmentTypes.find((entry: { id: string }) => entry.id === type.id);
    expect(listed).toEqual({ ...type, doctorIds: [doctorIds[0]] });
    const patched = await call('PATCH', url(`/${type.id}`), { color: '#9C27B0' });
    expect(patched.json().appointmentType).toMatchObject({ color: '#9C27B0', doctorIds: [doctorIds[0]] });
  });

  it('answers 404 NOT_FOUND for an unknown or malformed type id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call('PATCH', url(`/${id}`), { title: 'X' })).json()).toEqual(notFound);
      expect((await call('DELETE', url(`/${id}`))).statusCode).toBe(404);
    }
  });

  it('answers 404 NOT_FOUND for the public list of an unknown public id', async () => {
    const res = await publicList('zzzzzzzzzz');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
  });
});
