import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { lockWaits } from '../../../test/lock-waits';
import { insertAppointment, insertPatient, insertVisit } from '../../../test/patients';
import { join, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { anonymiseExpiredWalkIns } from '../patient-data/anonymise-expired-walk-ins';

const DAY = 24 * 60 * 60 * 1000;
/** PGlite has one connection: transactions that meet run on PostgreSQL only. */
const onPostgres = it.runIf(testDatabaseKind() === 'postgres');

// The list's filters read a summary of each patient's appointments and visits that the database
// keeps (migration 0025). The test clock stands on Monday 2026-03-02 08:00 UTC.
describe('a patient’s kept summary of appointments and visits', () => {
  let t: TestApp;
  let b: BookableBusiness;

  const summary = async (patientId: string) => {
    const result = await t.database.db.execute(
      sql`SELECT last_event_at, previous_event_at, last_appointment_at, no_show_count
          FROM patients WHERE id = ${patientId}::uuid`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
      string,
      string | number | Date | null
    >[];
    const row = rows[0];
    if (!row) return null;
    const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
    return {
      last: iso(row.last_event_at),
      previous: iso(row.previous_event_at),
      lastAppointment: iso(row.last_appointment_at),
      noShows: Number(row.no_show_count),
    };
  };
  const book = async (patientId: string, start: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${b.business.id}/appointments`,
      headers: bearer(b.token),
      payload: { typeId: b.type.id, doctorId: b.doctors[0]!.id, start, patientId },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().appointment.id as string;
  };
  const cancel = async (appointmentId: string) => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${b.business.id}/appointments/${appointmentId}`,
      headers: bearer(b.token),
    });
    expect(res.statusCode, res.body).toBe(204);
  };
  /** A walk-in from the QR code who is then seen (or does not come); answers the patient's id. */
  const walkIn = async (fullName: string, outcome: 'treated' | 'noShow') => {
    const joined = await join(t.app, b.business.publicId, fullName, { birthdate: '1970-01-01' });
    expect(joined.status).toBe(201);
    const entryId = joined.body.entry.id as string;
    if (outcome === 'treated') {
      await setStatus(t.app, b.token, b.business.id, entryId, { status: 'inTreatment' });
      await setStatus(t.app, b.token, b.business.id, entryId, { status: 'done' });
    } else {
      await setStatus(t.app, b.token, b.business.id, entryId, { status: 'done', outcome: 'noShow' });
    }
    const found = await t.app.inject({
      url: `/api/businesses/${b.business.id}/patients?q=${encodeURIComponent(fullName)}`,
      headers: bearer(b.token),
    });
    return found.json().patients[0].id as string;
  };
  const listTotal = async (filter: string) => {
    const res = await t.app.inject({
      url: `/api/businesses/${b.business.id}/patients?filter=${filter}&limit=100`,
      headers: bearer(b.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; patients: { id: string }[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
  });
  afterAll(() => t.close());

  it('follows bookings and cancellations: the latest start, the one before, the latest appointment', async () => {
    const id = await insertPatient(t.database.db, b.business.id, { firstName: 'Bea', lastName: 'Bucher' });
    expect(await summary(id)).toEqual({ last: null, previous: null, lastAppointment: null, noShows: 0 });
    const soon = await book(id, '2026-03-03T08:00:00.000Z');
    const later = await book(id, '2026-03-10T08:00:00.000Z');
    expect(await summary(id)).toEqual({
      last: '2026-03-10T08:00:00.000Z',
      previous: '2026-03-03T08:00:00.000Z',
      lastAppointment: '2026-03-10T08:00:00.000Z',
      noShows: 0,
    });
    await cancel(later);
    expect(await summary(id)).toEqual({
      last: '2026-03-03T08:00:00.000Z',
      previous: null,
      lastAppointment: '2026-03-03T08:00:00.000Z',
      noShows: 0,
    });
    await cancel(soon);
    expect(await summary(id)).toEqual({ last: null, previous: null, lastAppointment: null, noShows: 0 });
  });

  it('follows visits and no-shows from the waiting room', async () => {
    const id = await walkIn('Vera Vorbei', 'noShow');
    const visitedAt = t.clock.now().toISOString();
    expect(await summary(id)).toEqual({ last: visitedAt, previous: null, lastAppointment: null, noShows: 1 });
    t.clock.advance(60_000);
    expect(await walkIn('Vera Vorbei', 'treated')).toBe(id);
    expect(await summary(id)).toEqual({
      last: t.clock.now().toISOString(),
      previous: visitedAt,
      lastAppointment: null,
      noShows: 1,
    });
  });

  it('after a merge holds both records’ rows, and loses the anonymised ones after the retention job', async () => {
    const db = t.database.db;
    const id = b.business.id;
    const kept = await insertPatient(db, id, { firstName: 'Max', lastName: 'Merger', phone: '0664 1110001' });
    const other = await insertPatient(db, id, { firstName: 'Max', lastName: 'Merger' });
    await insertVisit(db, id, kept, '2025-12-01T09:00:00Z', 'noShow');
    await insertVisit(db, id, other, '2026-02-01T09:00:00Z', 'noShow');
    await insertAppointment(db, id, other, b.doctors[0]!.id, '2026-05-04T09:00:00Z');
    const merged = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${id}/patients/${other}/merge`,
      headers: bearer(b.token),
      payload: { intoPatientId: kept },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await summary(kept)).toEqual({
      last: '2026-05-04T09:00:00.000Z',
      previous: '2026-02-01T09:00:00.000Z',
      lastAppointment: '2026-05-04T09:00:00.000Z',
      noShows: 2,
    });
    expect(await summary(other)).toBeNull();

    // A walk-in (no appointment) with an old and a recent visit keeps only the recent one.
    const walker = await insertPatient(db, id, { firstName: 'Wanda', lastName: 'Weg' });
    await insertVisit(db, id, walker, '2025-10-01T09:00:00Z', 'noShow');
    await insertVisit(db, id, walker, '2026-02-25T09:00:00Z');
    expect(await anonymiseExpiredWalkIns(db, new Date(t.clock.now().getTime() + DAY))).toBeGreaterThan(0);
    expect(await summary(walker)).toEqual({
      last: '2026-02-25T09:00:00.000Z',
      previous: null,
      lastAppointment: null,
      noShows: 0,
    });
  });

  onPostgres('counts both of two bookings of one patient made at the same moment', async () => {
    const id = await insertPatient(t.database.db, b.business.id, { firstName: 'Zwei', lastName: 'Zugleich' });
    const insert = (start: string) =>
      `INSERT INTO appointments (business_id, doctor_id, patient_id, title, starts_at, ends_at)
       VALUES ('${b.business.id}', '${b.doctors[0]!.id}', '${id}', 'Kontrolle', '${start}', '${start}'::timestamptz + interval '30 minutes')`;
    const first = await t.database.connect();
    const second = await t.database.connect();
    try {
      await first.exec(`BEGIN; ${insert('2026-06-01T09:00:00Z')}`);
      // The second booking's refresh waits for the first's lock on the patient, then reads its row.
      const waiting = second.exec(`BEGIN; ${insert('2026-06-02T09:00:00Z')}; COMMIT`);
      await lockWaits(t.database.db, 1);
      await first.exec('COMMIT');
      await waiting;
    } finally {
      first.release();
      second.release();
    }
    expect(await summary(id)).toEqual({
      last: '2026-06-02T09:00:00.000Z',
      previous: '2026-06-01T09:00:00.000Z',
      lastAppointment: '2026-06-02T09:00:00.000Z',
      noShows: 0,
    });
  });

  it('lets the filters tell the seen, the booked and the no-shows apart at the list’s own now', async () => {
    const other = await createBookableBusiness(t.app);
    b = other;
    const db = t.database.db;
    const id = b.business.id;
    const doctor = b.doctors[0]!.id;
    const patient = (name: string) => insertPatient(db, id, { firstName: 'Fi', lastName: name });
    // Seen 10 days ago, nothing ahead.
    const seen = await patient('Seen');
    await insertVisit(db, id, seen, '2026-02-20T09:00:00Z');
    // Seen a month ago and booked ahead: the event before the latest is in the window.
    const seenAndBooked = await patient('SeenAndBooked');
    await insertAppointment(db, id, seenAndBooked, doctor, '2026-02-02T09:00:00Z');
    await insertAppointment(db, id, seenAndBooked, doctor, '2026-03-20T09:00:00Z');
    // A series ahead and a visit 20 days ago: the two latest are ahead, the rows tell.
    const series = await patient('Series');
    await insertVisit(db, id, series, '2026-02-10T09:00:00Z', 'noShow');
    for (const day of ['09', '16', '23'])
      await insertAppointment(db, id, series, doctor, `2026-03-${day}T09:00:00Z`);
    // A series ahead, last seen a year ago: not recent.
    const longAgo = await patient('LongAgo');
    await insertVisit(db, id, longAgo, '2025-02-10T09:00:00Z');
    for (const day of ['09', '16'])
      await insertAppointment(db, id, longAgo, doctor, `2026-03-${day}T10:00:00Z`);
    // Seen long ago, and a cancelled appointment ahead.
    const gone = await patient('Gone');
    await insertVisit(db, id, gone, '2025-06-01T09:00:00Z');
    await insertAppointment(db, id, gone, doctor, '2026-03-20T09:00:00Z', { cancelled: true });

    const ids = async (filter: string) => {
      const page = await listTotal(filter);
      expect(page.total).toBe(page.patients.length);
      return page.patients.map((p) => p.id).sort();
    };
    expect(await ids('recent')).toEqual([seen, seenAndBooked, series].sort());
    expect(await ids('upcoming')).toEqual([seenAndBooked, series, longAgo].sort());
    expect(await ids('noShows')).toEqual([series]);

    // Three weeks on, the appointment of 2026-03-20 has taken place: seen recently, no longer ahead.
    t.clock.advance(21 * DAY);
    expect(await ids('recent')).toEqual([seen, seenAndBooked, series, longAgo].sort());
    expect(await ids('upcoming')).toEqual([series]);
  });
});
