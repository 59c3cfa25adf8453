import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './accounts';
import { createBusiness } from './businesses';
import { createDoctor } from './doctors';
import { createTestApp, type TestApp } from './test-app';

const notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };

/**
 * DESIGN.md "Tenancy", the case the business scope cannot see: the caller is a member of both
 * businesses, and sends an id of business B under the URL of business A. Every query is scoped by
 * the URL's business, so the id is unknown there.
 */
describe('ids of another business of the same member', () => {
  let t: TestApp;
  let token: string;
  let a: string;
  let b: string;
  let doctorId: string;
  let absenceId: string;
  let typeId: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await signUp(t.app));
    a = (await createBusiness(t.app, token, { name: 'Praxis A' })).id;
    b = (await createBusiness(t.app, token, { name: 'Praxis B' })).id;
    await createDoctor(t.app, token, a, { name: 'Dr. in A' });
    doctorId = (await createDoctor(t.app, token, b, { name: 'Dr. in B' })).id;
    absenceId = (
      await call('POST', `/api/businesses/${b}/doctors/${doctorId}/absences`, {
        date: '2026-12-24',
        allDay: true,
      })
    ).json().absence.id;
    typeId = (
      await call('POST', `/api/businesses/${b}/appointment-types`, {
        title: 'Nur in B',
        durationMinutes: 20,
        color: '#4CAF50',
        doctorIds: [doctorId],
      })
    ).json().appointmentType.id;
  });
  afterAll(() => t.close());

  it('answers 404 NOT_FOUND for B’s doctor, absence and type under A', async () => {
    const attempts = [
      call('PATCH', `/api/businesses/${a}/doctors/${doctorId}`, { name: 'Übernommen' }),
      call('PUT', `/api/businesses/${a}/doctors/${doctorId}/working-times`, [
        { weekday: 1, start: '08:00', end: '09:00' },
      ]),
      call('POST', `/api/businesses/${a}/doctors/${doctorId}/absences`, { date: '2026-12-25', allDay: true }),
      call('DELETE', `/api/businesses/${a}/doctors/${doctorId}/absences/${absenceId}`),
      call('DELETE', `/api/businesses/${a}/doctors/${doctorId}`),
      call('PATCH', `/api/businesses/${a}/appointment-types/${typeId}`, { title: 'Übernommen' }),
      call('DELETE', `/api/businesses/${a}/appointment-types/${typeId}`),
    ];
    for (const [index, res] of (await Promise.all(attempts)).entries()) {
      expect(res.statusCode, `attempt ${index}`).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });

  it('refuses B’s doctor on a type of A with 422 UNKNOWN_DOCTOR', async () => {
    const res = await call('POST', `/api/businesses/${a}/appointment-types`, {
      title: 'Gemischt',
      durationMinutes: 20,
      color: '#4CAF50',
      doctorIds: [doctorId],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('UNKNOWN_DOCTOR');
  });

  it('left B’s doctor, absence and type as they were, and keeps A’s lists to A', async () => {
    const doctors = (await call('GET', `/api/businesses/${b}/doctors`)).json().doctors;
    expect(doctors).toEqual([
      expect.objectContaining({
        id: doctorId,
        name: 'Dr. in B',
        workingTimes: [],
        absences: [expect.objectContaining({ id: absenceId })],
      }),
    ]);
    const types = (await call('GET', `/api/businesses/${b}/appointment-types`)).json().appointmentTypes;
    expect(types).toEqual([
      expect.objectContaining({ id: typeId, title: 'Nur in B', doctorIds: [doctorId] }),
    ]);
    const inA = (await call('GET', `/api/businesses/${a}/doctors`)).json().doctors;
    expect(inA.map((doctor: { name: string }) => doctor.name)).toEqual(['Dr. in A']);
    expect((await call('GET', `/api/businesses/${a}/appointment-types`)).json().appointmentTypes).toEqual([]);
  });
});
