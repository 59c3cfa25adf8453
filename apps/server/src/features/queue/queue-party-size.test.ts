import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { addAtDesk, join } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the party size on a restaurant’s waiting list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const restaurant = () => signUpWithBusiness(t.app, { name: 'Trattoria Test', industry: 'restaurant' });
  const waiting = async (staff: string, businessId: string) =>
    (await t.app.inject({ url: `/api/businesses/${businessId}/queue`, headers: bearer(staff) })).json()
      .entries as { patient: { firstName: string }; partySize: number | null }[];

  it('keeps the persons a guest joins with and shows them to staff; none given is null', async () => {
    const { token: staff, business } = await restaurant();
    const four = await join(t.app, business.publicId, 'Anna Berger', { partySize: 4 });
    expect(four.status).toBe(201);
    expect((await join(t.app, business.publicId, 'Ben Huber')).status).toBe(201);
    const entries = await waiting(staff, business.id);
    expect(entries.map((entry) => [entry.patient.firstName, entry.partySize])).toEqual([
      ['Anna', 4],
      ['Ben', null],
    ]);
  });

  it('refuses a party size outside 1–99 or not whole with 400 and its field code, and keeps no entry', async () => {
    const { token: staff, business } = await restaurant();
    for (const [partySize, code] of [
      [0, 'tooSmall'],
      [100, 'tooLarge'],
      [2.5, 'invalidNumber'],
      ['4', 'invalidNumber'],
    ] as const) {
      const res = await join(t.app, business.publicId, 'Clara Maier', { partySize });
      expect(res.status, String(partySize)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION', fields: { partySize: code } });
      const desk = await addAtDesk(t.app, staff, business.id, {
        firstName: 'Eva',
        lastName: 'Gruber',
        partySize,
      });
      expect(desk.statusCode, String(partySize)).toBe(400);
      expect(desk.json().error).toMatchObject({ code: 'VALIDATION', fields: { partySize: code } });
    }
    expect(await waiting(staff, business.id)).toEqual([]);
    expect((await join(t.app, business.publicId, 'Clara Maier', { partySize: 99 })).status).toBe(201);
    expect((await join(t.app, business.publicId, 'Dora Maier', { partySize: 1 })).status).toBe(201);
  });

  it('lets staff add a party at the desk with its persons', async () => {
    const { token: staff, business } = await restaurant();
    const res = await addAtDesk(t.app, staff, business.id, {
      firstName: 'Eva',
      lastName: 'Gruber',
      partySize: 6,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({ status: 'checkIn', partySize: 6 });
    expect((await waiting(staff, business.id))[0]?.partySize).toBe(6);
  });

  it('is ignored outside restaurants: a practice stores no persons, from the QR code or the desk', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app, { industry: 'medical' });
    expect((await join(t.app, business.publicId, 'Anna Berger', { partySize: 4 })).status).toBe(201);
    const desk = await addAtDesk(t.app, staff, business.id, {
      firstName: 'Eva',
      lastName: 'Gruber',
      partySize: 3,
    });
    expect(desk.json().entry.partySize).toBeNull();
    const entries = await waiting(staff, business.id);
    expect(entries.map((entry) => entry.partySize)).toEqual([null, null]);
  });
});
