import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, signUp } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createDoctor } from '../../../test/doctors';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addMembership } from '../memberships/memberships.service';

const notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };

describe('the doctors API', () => {
  let t: TestApp;
  let practice: { token: string; business: { id: string } };
  let restaurant: { token: string; business: { id: string } };
  const url = (businessId: string, rest = '') => `/api/businesses/${businessId}/doctors${rest}`;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, token: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    practice = await signUpWithBusiness(t.app, { industry: 'medical' });
    restaurant = await signUpWithBusiness(t.app, { name: 'Gasthaus Linde', industry: 'restaurant' });
  });
  afterAll(() => t.close());

  it('adds a doctor with an empty week, no absences and no changed dates', async () => {
    const res = await call('POST', url(practice.business.id), practice.token, {
      name: '  Dr. Maria Gruber ',
      specialty: 'Kinderheilkunde',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      doctor: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Dr. Maria Gruber',
        specialty: 'Kinderheilkunde',
        partySize: null,
        workingTimes: [],
        absences: [],
        exceptions: [],
      },
    });
  });

  it('lists the business’s doctors in the order they were added', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const first = await createDoctor(t.app, token, business.id, { name: 'Dr. Z' });
    t.clock.advanceMinutes(1);
    const second = await createDoctor(t.app, token, business.id, { name: 'Dr. A' });
    const res = await call('GET', url(business.id), token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, doctors: [first, second] });
  });

  it('answers an empty list for a business without doctors', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    expect((await call('GET', url(business.id), token)).json()).toEqual({ success: true, doctors: [] });
  });

  it('refuses a blank name with 422 NAME_REQUIRED', async () => {
    const res = await call('POST', url(practice.business.id), practice.token, {
      name: '   ',
      specialty: 'HNO',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'NAME_REQUIRED', fields: { name: 'nameRequired' } });
  });

  it('refuses a doctor without a specialty with 422 SPECIALTY_REQUIRED, outside restaurants', async () => {
    for (const body of [{ name: 'Dr. Ohne' }, { name: 'Dr. Ohne', specialty: '  ' }]) {
      const res = await call('POST', url(practice.business.id), practice.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('SPECIALTY_REQUIRED');
    }
  });

  it('adds a restaurant’s table with its party size and no specialty', async () => {
    const res = await call('POST', url(restaurant.business.id), restaurant.token, {
      name: 'Tisch 4',
      partySize: 6,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().doctor).toMatchObject({ name: 'Tisch 4', specialty: null, partySize: 6 });
  });

  it('refuses a table without a party size with 422 PARTY_SIZE_REQUIRED', async () => {
    const res = await call('POST', url(restaurant.business.id), restaurant.token, { name: 'Tisch 5' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PARTY_SIZE_REQUIRED',
      fields: { partySize: 'partySizeRequired' },
    });
  });

  it('refuses a party size that is not a positive whole number with 400 VALIDATION', async () => {
    for (const [partySize, code] of [
      [0, 'tooSmall'],
      [2.5, 'invalidNumber'],
      ['4', 'invalidNumber'],
    ] as const) {
      const res = await call('POST', url(restaurant.business.id), restaurant.token, {
        name: 'Tisch',
        partySize,
      });
      expect(res.statusCode, String(partySize)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { partySize: code } });
    }
  });

  it('refuses a missing name or an overlong specialty with 400 VALIDATION', async () => {
    const missing = await call('POST', url(practice.business.id), practice.token, { specialty: 'HNO' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ name: 'required' });
    const long = await call('POST', url(practice.business.id), practice.token, {
      name: 'Dr. Lang',
      specialty: 'x'.repeat(101),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ specialty: 'tooLong' });
  });

  it('changes only the fields a PATCH sends', async () => {
    const doctor = await createDoctor(t.app, practice.token, practice.business.id);
    const res = await call('PATCH', url(practice.business.id, `/${doctor.id}`), practice.token, {
      name: 'Dr. Neu',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, doctor: { ...doctor, name: 'Dr. Neu' } });
    const specialty = await call('PATCH', url(practice.business.id, `/${doctor.id}`), practice.token, {
      specialty: 'Dermatologie',
    });
    expect(specialty.json().doctor).toMatchObject({ name: 'Dr. Neu', specialty: 'Dermatologie' });
  });

  it('refuses a PATCH that blanks the name or the specialty', async () => {
    const doctor = await createDoctor(t.app, practice.token, practice.business.id);
    const path = url(practice.business.id, `/${doctor.id}`);
    expect((await call('PATCH', path, practice.token, { name: '' })).json().error.code).toBe('NAME_REQUIRED');
    expect((await call('PATCH', path, practice.token, { specialty: ' ' })).json().error.code).toBe(
      'SPECIALTY_REQUIRED',
    );
  });

  it('changes a table’s party size', async () => {
    const table = await createDoctor(t.app, restaurant.token, restaurant.business.id, {
      name: 'Tisch 1',
      specialty: undefined,
      partySize: 2,
    });
    const res = await call('PATCH', url(restaurant.business.id, `/${table.id}`), restaurant.token, {
      partySize: 8,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().doctor).toMatchObject({ name: 'Tisch 1', partySize: 8 });
  });

  it('deletes a doctor with 204, after which it is gone', async () => {
    const doctor = await createDoctor(t.app, practice.token, practice.business.id, { name: 'Dr. Weg' });
    const res = await call('DELETE', url(practice.business.id, `/${doctor.id}`), practice.token);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const list = (await call('GET', url(practice.business.id), practice.token)).json().doctors;
    expect(list.map((d: { id: string }) => d.id)).not.toContain(doctor.id);
    const again = await call('DELETE', url(practice.business.id, `/${doctor.id}`), practice.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFound);
  });

  it('answers 404 NOT_FOUND for an unknown or malformed doctor id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const patch = await call('PATCH', url(practice.business.id, `/${id}`), practice.token, { name: 'X' });
      expect(patch.statusCode, id).toBe(404);
      expect(patch.json()).toEqual(notFound);
      expect((await call('DELETE', url(practice.business.id, `/${id}`), practice.token)).statusCode).toBe(
        404,
      );
    }
  });

  it('lets a manager manage doctors like the owner, and refuses reception (team-policy.ts)', async () => {
    const desk = await signUp(t.app, { firstName: 'Rita', lastName: 'Rezeption' });
    await addMembership(
      t.database.db,
      {
        userId: (await getUser(t.app, desk.token)).json().user.id,
        businessId: practice.business.id,
        role: 'reception',
      },
      t.clock.now(),
    );
    const refused = await call('POST', url(practice.business.id), desk.token, {
      name: 'Dr. R',
      specialty: 'HNO',
    });
    expect(refused.statusCode).toBe(403);
    const staff = await signUp(t.app, { firstName: 'Sara', lastName: 'Staff' });
    const userId = (await getUser(t.app, staff.token)).json().user.id;
    await addMembership(
      t.database.db,
      {
        userId,
        businessId: practice.business.id,
        role: 'manager',
      },
      t.clock.now(),
    );
    const created = await call('POST', url(practice.business.id), staff.token, {
      name: 'Dr. S',
      specialty: 'HNO',
    });
    expect(created.statusCode).toBe(201);
    const deleted = await call(
      'DELETE',
      url(practice.business.id, `/${created.json().doctor.id}`),
      staff.token,
    );
    expect(deleted.statusCode).toBe(204);
  });
});
