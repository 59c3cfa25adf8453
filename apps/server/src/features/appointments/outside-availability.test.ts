import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 08:00Z = 09:00 in Vienna; the doctor works Mon–Fri
// 08:00–12:00 (07:00–11:00Z) and is away all Wednesday 2026-03-04 and Thursday 2026-03-05.
const TUESDAY_0900 = '2026-03-03T08:00:00.000Z';
const TUESDAY_1300 = '2026-03-03T12:00:00.000Z';
const WEDNESDAY_0900 = '2026-03-04T08:00:00.000Z';
const THURSDAY_1300 = '2026-03-05T12:00:00.000Z';
const MONDAY_0800 = '2026-03-02T07:00:00.000Z';

describe('staff warned before booking outside availability', () => {
  let t: TestApp;
  let b: BookableBusiness;
  const url = (rest: string) => `/api/businesses/${b.business.id}${rest}`;
  const call = (method: 'POST' | 'PATCH' | 'GET', path: string, payload?: object) =>
    t.app.inject({ method, url: url(path), headers: bearer(b.token), payload });
  const create = (start: string, overrides: object = {}) =>
    call('POST', '/appointments', {
      ...bookingBody(b.type.id, start),
      doctorId: b.doctors[0]!.id,
      ...overrides,
    });
  const refusal = (res: { statusCode: number; json(): { error: { code: string; fields: object } } }) => ({
    status: res.statusCode,
    code: res.json().error.code,
    fields: res.json().error.fields,
  });
  const count = async () =>
    (await call('GET', '/appointments?from=2026-03-01&to=2026-03-08')).json().appointments.length as number;

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
    const absence = await call('POST', `/doctors/${b.doctors[0]!.id}/absences`, {
      from: '2026-03-04',
      to: '2026-03-05',
      allDay: true,
      reason: 'Fortbildung',
    });
    expect(absence.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('books inside working hours on a free day without asking', async () => {
    const res = await create(TUESDAY_0900);
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment.availabilityOverridden).toBe(false);
  });

  it('answers 409 OUTSIDE_AVAILABILITY for an absence, outside hours and the past, and books nothing', async () => {
    const before = await count();
    expect(refusal(await create(WEDNESDAY_0900))).toEqual({
      status: 409,
      code: 'OUTSIDE_AVAILABILITY',
      fields: { start: 'absence' },
    });
    expect(refusal(await create(TUESDAY_1300)).fields).toEqual({ start: 'outsideHours' });
    expect(refusal(await create(MONDAY_0800)).fields).toEqual({ start: 'past' });
    // In the absence and outside hours: the absence is named.
    expect(refusal(await create(THURSDAY_1300)).fields).toEqual({ start: 'absence' });
    expect(await count()).toBe(before);
  });

  it('books anyway with override and records it', async () => {
    const res = await create(WEDNESDAY_0900, { override: true, firstName: 'Otto' });
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment.availabilityOverridden).toBe(true);
  });

  it('warns on a move (drag) for each reason, and moves with override', async () => {
    const booked = (await create('2026-03-03T09:00:00.000Z', { firstName: 'Paula' })).json().appointment;
    const move = (payload: object) => call('PATCH', `/appointments/${booked.id}`, payload);
    expect(refusal(await move({ start: '2026-03-05T09:00:00.000Z' })).fields).toEqual({ start: 'absence' });
    expect(refusal(await move({ start: TUESDAY_1300 })).fields).toEqual({ start: 'outsideHours' });
    expect(refusal(await move({ start: MONDAY_0800 })).fields).toEqual({ start: 'past' });
    const moved = await move({ start: TUESDAY_1300, override: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().appointment).toMatchObject({ start: TUESDAY_1300, availabilityOverridden: true });
    // Back inside the hours it is an ordinary appointment again.
    const back = await move({ start: '2026-03-06T08:00:00.000Z' });
    expect(back.json().appointment.availabilityOverridden).toBe(false);
  });

  it('does not ask again when only the type of an overridden appointment changes', async () => {
    const booked = (
      await create(TUESDAY_1300, { override: true, firstName: 'Rita', phone: '0664 7654321' })
    ).json().appointment;
    const res = await call('PATCH', `/appointments/${booked.id}`, { typeId: b.type.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().appointment.availabilityOverridden).toBe(true);
  });
});
