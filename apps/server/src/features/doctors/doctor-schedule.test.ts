import type { Doctor } from '@qtify/shared/schemas/doctor-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createDoctor } from '../../../test/doctors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { absences, workingTimes } from '../../db/schema/doctors';

describe('a doctor’s working times and absences', () => {
  let t: TestApp;
  let token: string;
  let businessId: string;
  const put = (doctorId: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${businessId}/doctors/${doctorId}/working-times`,
      headers: bearer(token),
      payload: payload as object,
    });
  const addAbsence = (doctorId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/doctors/${doctorId}/absences`,
      headers: bearer(token),
      payload,
    });
  const getDoctor = async (doctorId: string): Promise<Doctor> => {
    const res = await t.app.inject({ url: `/api/businesses/${businessId}/doctors`, headers: bearer(token) });
    return res.json().doctors.find((doctor: Doctor) => doctor.id === doctorId);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({
      token,
      business: { id: businessId },
    } = await signUpWithBusiness(t.app));
  });
  afterAll(() => t.close());

  it('stores a week with split days, sorted by weekday and start', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const res = await put(doctor.id, [
      { weekday: 3, start: '14:00', end: '18:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 7, start: '20:00', end: '24:00' },
    ]);
    expect(res.statusCode).toBe(200);
    const week = [
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
      { weekday: 3, start: '14:00', end: '18:00' },
      { weekday: 7, start: '20:00', end: '24:00' },
    ];
    expect(res.json()).toEqual({ success: true, doctor: { ...doctor, workingTimes: week } });
    expect((await getDoctor(doctor.id)).workingTimes).toEqual(week);
  });

  it('accepts slots that touch, e.g. 08:00–12:00 and 12:00–13:00', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const res = await put(doctor.id, [
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '12:00', end: '13:00' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().doctor.workingTimes).toHaveLength(2);
  });

  it('replaces the whole week, and an empty list clears it', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    await put(doctor.id, [{ weekday: 1, start: '08:00', end: '12:00' }]);
    const replaced = await put(doctor.id, [{ weekday: 5, start: '09:00', end: '11:30' }]);
    expect(replaced.json().doctor.workingTimes).toEqual([{ weekday: 5, start: '09:00', end: '11:30' }]);
    const cleared = await put(doctor.id, []);
    expect(cleared.statusCode).toBe(200);
    expect((await getDoctor(doctor.id)).workingTimes).toEqual([]);
  });

  it('refuses overlapping slots and inverted ones with 422 INVALID_TIME_RANGE naming each slot, keeping the old week', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const week = [{ weekday: 1, start: '08:00', end: '12:00' }];
    await put(doctor.id, week);
    const res = await put(doctor.id, [
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '11:00', end: '14:00' },
      { weekday: 4, start: '12:00', end: '12:00' },
      { weekday: 4, start: '18:00', end: '09:00' },
      { weekday: 3, start: '08:00', end: '12:00' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'INVALID_TIME_RANGE',
        message: expect.any(String),
        fields: { '1': 'overlap', '2': 'startNotBeforeEnd', '3': 'startNotBeforeEnd' },
      },
    });
    expect((await getDoctor(doctor.id)).workingTimes).toEqual(week);
  });

  it('refuses a weekday outside 1–7 or a malformed time with 400 VALIDATION', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const res = await put(doctor.id, [
      { weekday: 0, start: '08:00', end: '12:00' },
      { weekday: 2, start: '8:00', end: '25:00' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: { '0.weekday': 'invalidWeekday', '1.start': 'invalidTime', '1.end': 'invalidTime' },
    });
    const notAList = await put(doctor.id, { weekday: 1, start: '08:00', end: '12:00' });
    expect(notAList.statusCode).toBe(400);
  });

  it('records an all-day absence, ignoring times sent with it', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const res = await addAbsence(doctor.id, {
      date: '2026-12-24',
      allDay: true,
      start: '08:00',
      end: '09:00',
      reason: ' Urlaub ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      absence: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        from: '2026-12-24',
        to: '2026-12-24',
        date: '2026-12-24',
        allDay: true,
        start: null,
        end: null,
        reason: 'Urlaub',
      },
    });
  });

  it('records a partial absence and lists absences by date, past ones included', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const later = (
      await addAbsence(doctor.id, { date: '2026-12-01', allDay: false, start: '13:00', end: '17:30' })
    ).json().absence;
    const past = (await addAbsence(doctor.id, { date: '2020-01-15', allDay: true })).json().absence;
    const morning = (
      await addAbsence(doctor.id, {
        date: '2026-12-01',
        allDay: false,
        start: '08:00',
        end: '10:00',
        reason: '',
      })
    ).json().absence;
    expect(later).toMatchObject({ allDay: false, start: '13:00', end: '17:30', reason: null });
    expect((await getDoctor(doctor.id)).absences).toEqual([past, morning, later]);
  });

  it('refuses a partial absence that ends before it starts with 422 INVALID_TIME_RANGE', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const res = await addAbsence(doctor.id, {
      date: '2026-12-01',
      allDay: false,
      start: '12:00',
      end: '12:00',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'INVALID_TIME_RANGE',
      fields: { end: 'startNotBeforeEnd' },
    });
  });

  it('refuses a partial absence without times, or a bad date, with 400 VALIDATION', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const noTimes = await addAbsence(doctor.id, { date: '2026-12-01', allDay: false });
    expect(noTimes.statusCode).toBe(400);
    expect(noTimes.json().error.fields).toEqual({ start: 'timesRequired' });
    const badDate = await addAbsence(doctor.id, { date: '2026-02-30', allDay: true });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.fields).toEqual({ date: 'invalidDate' });
  });

  it('deletes an absence with 204, and answers 404 for it afterwards or under another doctor', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    const other = await createDoctor(t.app, token, businessId);
    const { absence } = (await addAbsence(doctor.id, { date: '2026-12-24', allDay: true })).json();
    const path = (doctorId: string) =>
      `/api/businesses/${businessId}/doctors/${doctorId}/absences/${absence.id}`;
    const wrong = await t.app.inject({ method: 'DELETE', url: path(other.id), headers: bearer(token) });
    expect(wrong.statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: path(doctor.id), headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect((await getDoctor(doctor.id)).absences).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: path(doctor.id), headers: bearer(token) });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for the week or an absence of an unknown doctor', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await put(unknown, [])).statusCode).toBe(404);
    expect((await put('nope', [])).statusCode).toBe(404);
    expect((await addAbsence(unknown, { date: '2026-12-24', allDay: true })).statusCode).toBe(404);
  });

  it('deletes a doctor together with its week and absences', async () => {
    const doctor = await createDoctor(t.app, token, businessId);
    await put(doctor.id, [{ weekday: 1, start: '08:00', end: '12:00' }]);
    await addAbsence(doctor.id, { date: '2026-12-24', allDay: true });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${businessId}/doctors/${doctor.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    // The rows are gone from the tables, not only from the answer.
    const db = t.database.db;
    expect(await db.select().from(workingTimes).where(eq(workingTimes.doctorId, doctor.id))).toEqual([]);
    expect(await db.select().from(absences).where(eq(absences.doctorId, doctor.id))).toEqual([]);
  });
});
