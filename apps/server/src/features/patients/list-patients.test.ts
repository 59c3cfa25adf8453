import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { addMember } from '../../../test/members';
import { insertAppointment, insertPatient, insertVisit } from '../../../test/patients';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock stands on Monday 2026-03-02 08:00 UTC.
describe('the patient list', () => {
  let t: TestApp;
  let b: BookableBusiness;
  const ids: Record<string, string> = {};

  const list = async (query: string, token = b.token) => {
    const res = await t.app.inject({
      url: `/api/businesses/${b.business.id}/patients?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      patients: { id: string; lastName: string; firstName: string; noShowCount: number }[];
      total: number;
      nextCursor: string | null;
      lastVisitAt?: string;
    };
  };
  const names = async (query: string) =>
    (await list(query)).patients.map((p) => `${p.firstName} ${p.lastName}`);

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app, { doctors: 2 });
    const db = t.database.db;
    const id = b.business.id;
    ids.mueller = await insertPatient(db, id, {
      firstName: 'Jörg',
      lastName: 'Müller',
      birthdate: '1980-04-01',
    });
    ids.huber = await insertPatient(db, id, {
      firstName: 'Anna',
      lastName: 'Huber',
      phone: '+43 664 123 45 67',
      svnr: '1237010180',
    });
    ids.strauss = await insertPatient(db, id, {
      firstName: 'Lisa',
      lastName: 'Strauß',
      phone: '0676/9876543',
    });
    ids.berger = await insertPatient(db, id, { firstName: 'Berta', lastName: 'Berger' });
    for (let n = 0; n < 30; n++) {
      await insertPatient(db, id, {
        firstName: 'Zoe',
        lastName: `Zach${String.fromCharCode(97 + (n % 26))}`,
      });
    }
    // Another business's patient of the same name is never listed.
    const other = await createBookableBusiness(t.app);
    await insertPatient(db, other.business.id, { firstName: 'Jörg', lastName: 'Müller' });
    // History: Huber seen last month, Müller booked next week, Strauß a no-show twice, Berger long ago.
    await insertVisit(db, id, ids.huber, '2026-02-10T09:00:00Z');
    await insertAppointment(db, id, ids.mueller, b.doctors[0]!.id, '2026-03-09T09:00:00Z');
    await insertVisit(db, id, ids.strauss, '2025-06-01T09:00:00Z', 'noShow');
    await insertVisit(db, id, ids.strauss, '2025-07-01T09:00:00Z', 'noShow');
    await insertAppointment(db, id, ids.berger, b.doctors[1]!.id, '2025-01-10T09:00:00Z');
  });
  afterAll(() => t.close());

  it('finds a name spelt with or without umlauts, and with a typo', async () => {
    for (const q of ['Müller', 'Mueller', 'Muller', 'müll', 'jörg müller', 'Muler']) {
      expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(['Jörg Müller']);
    }
    expect(await names('q=Hubr')).toEqual(['Anna Huber']);
    expect(await names('q=anna%20huber')).toEqual(['Anna Huber']);
    expect(await names('q=Strauss')).toEqual(['Lisa Strauß']);
  });

  it('finds a phone by its digits, however it was typed, and an SV number', async () => {
    expect(await names(`q=${encodeURIComponent('0043 664 1234567')}`)).toEqual(['Anna Huber']);
    expect(await names(`q=${encodeURIComponent('664 123')}`)).toEqual(['Anna Huber']);
    expect(await names(`q=${encodeURIComponent('0676 987')}`)).toEqual(['Lisa Strauß']);
    expect(await names(`q=${encodeURIComponent('1237 010180')}`)).toEqual(['Anna Huber']);
  });

  it('finds a birthdate typed the Austrian way or as ISO, and an impossible date finds no one', async () => {
    expect(await names('q=01.04.1980')).toEqual(['Jörg Müller']);
    expect(await names('q=1.4.1980')).toEqual(['Jörg Müller']);
    expect(await names('q=1980-04-01')).toEqual(['Jörg Müller']);
    expect(await list('q=31.02.1980')).toMatchObject({ patients: [], total: 0 });
  });

  it('pages by name with the true total and a cursor until the last page', async () => {
    const first = await list('limit=10');
    expect(first.total).toBe(34);
    expect(first.patients.map((p) => p.lastName).slice(0, 4)).toEqual([
      'Berger',
      'Huber',
      'Müller',
      'Strauß',
    ]);
    const seen = new Set(first.patients.map((p) => p.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await list(`limit=10&cursor=${cursor}`);
      expect(page.total).toBe(34);
      for (const p of page.patients) seen.add(p.id);
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(34);
    expect((await list('q=Zach&limit=25')).total).toBe(30);
  });

  it('filters the recently seen, those with an upcoming appointment and those who did not come', async () => {
    expect(await names('filter=recent')).toEqual(['Anna Huber']);
    expect(await names('filter=upcoming')).toEqual(['Jörg Müller']);
    const noShows = await list('filter=noShows');
    expect(noShows.patients.map((p) => [p.lastName, p.noShowCount])).toEqual([['Strauß', 2]]);
    expect(noShows.total).toBe(1);
  });

  it('shows each row’s last visit and next appointment', async () => {
    const rows = (await list('q=Berger')).patients.concat((await list('q=Müller')).patients) as unknown as {
      lastName: string;
      lastVisitAt: string | null;
      nextAppointmentAt: string | null;
    }[];
    expect(rows.map((row) => [row.lastName, row.lastVisitAt, row.nextAppointmentAt])).toEqual([
      ['Berger', '2025-01-10T09:00:00.000Z', null],
      ['Müller', null, '2026-03-09T09:00:00.000Z'],
    ]);
  });

  it('refuses a limit out of range and an unknown filter with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'filter=everyone', 'cursor=-1']) {
      const res = await t.app.inject({
        url: `/api/businesses/${b.business.id}/patients?${query}`,
        headers: bearer(b.token),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });

  it('shows a practitioner linked to a doctor only that doctor’s patients, list and record', async () => {
    const practitioner = await addMember(t.app, t.database, b.business.id, 'practitioner', {
      doctorId: b.doctors[1]!.id,
    });
    const theirs = await list('', practitioner.token);
    expect(theirs.patients.map((p) => p.lastName)).toEqual(['Berger']);
    expect(theirs.total).toBe(1);
    const record = (patientId: string) =>
      t.app.inject({
        url: `/api/businesses/${b.business.id}/patients/${patientId}`,
        headers: bearer(practitioner.token),
      });
    expect((await record(ids.berger!)).statusCode).toBe(200);
    expect((await record(ids.mueller!)).statusCode).toBe(404);
  });

  it('is never cached', async () => {
    const res = await t.app.inject({
      url: `/api/businesses/${b.business.id}/patients?q=Huber`,
      headers: bearer(b.token),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
