import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { insertPatient, insertVisit } from '../../../test/patients';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('exporting the patient list as CSV', () => {
  let t: TestApp;
  let b: BookableBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
    const db = t.database.db;
    const id = b.business.id;
    const jorg = await insertPatient(db, id, {
      firstName: 'Jörg',
      lastName: 'Müller',
      birthdate: '1980-04-01',
      phone: '+43 664 1234567',
      email: 'joerg@example.org',
      svnr: '1237010180',
    });
    await insertVisit(db, id, jorg, '2026-02-01T09:00:00Z', 'noShow');
    await insertPatient(db, id, { firstName: '=HYPERLINK("http://evil")', lastName: 'Angriff; "Test"' });
  });
  afterAll(() => t.close());

  const exportCsv = (query = '', token = b.token) =>
    t.app.inject({
      url: `/api/businesses/${b.business.id}/patients/export.csv${query}`,
      headers: bearer(token),
    });

  it('is a UTF-8 file with a BOM for Excel, a download, never cached, with every patient by name', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="patients.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'lastName;firstName;birthdate;phone;email;svnr;lastVisitAt;nextAppointmentAt;noShowCount',
      `"Angriff; ""Test""";"'=HYPERLINK(""http://evil"")";;;;;;;0`,
      "Müller;Jörg;1980-04-01;'+43 664 1234567;joerg@example.org;1237010180;2026-02-01T09:00:00.000Z;;1",
      '',
    ]);
  });

  it('takes the list’s search and filter', async () => {
    const lines = (await exportCsv('?q=mueller&filter=noShows')).body.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Müller;Jörg;/);
  });

  it('is written into the audit log, each time', async () => {
    const events = async () =>
      (
        await t.app.inject({
          url: `/api/businesses/${b.business.id}/audit?limit=100`,
          headers: bearer(b.token),
        })
      )
        .json()
        .events.filter((event: { action: string }) => event.action === 'patients.export');
    const before = (await events()).length;
    await exportCsv();
    expect(await events()).toHaveLength(before + 1);
  });
});
