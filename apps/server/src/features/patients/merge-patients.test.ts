import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { insertAppointment, insertPatient, insertVisit } from '../../../test/patients';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appointmentReminders } from '../../db/schema/appointment-reminders';

/** The tables that hold a patient_id: a merge must move each (this list fails when one is added). */
// Repeat prescriptions (patient_medications, patient_portal_links, prescription_requests) have a
// merge test of their own: features/prescriptions/prescriptions-privacy.test.ts.
const PATIENT_TABLES = [
  'appointments',
  'audit_events',
  'erasure_requests',
  'patient_medications',
  'patient_portal_links',
  'prescription_requests',
  'queue_entries',
];
/** Rows that hang on those (they follow their appointment or visit). */
const HANGING_TABLES = [
  'appointment_reminders',
  'waitlist_offers',
  'push_subscriptions',
  'prescription_request_events',
];

describe('merging two patients', () => {
  let t: TestApp;
  let b: BookableBusiness;
  let slot = 0;

  const rows = async <Row>(query: SQL) => {
    const result = (await t.database.db.execute(query)) as unknown;
    return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  };
  const rowsOf = async (ids: string[]) => {
    const counts: Record<string, number> = {};
    for (const table of PATIENT_TABLES) {
      const [row] = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE patient_id IN ${ids}`,
      );
      counts[table] = Number(row!.n);
    }
    for (const table of HANGING_TABLES) {
      const [row] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
      counts[table] = Number(row!.n);
    }
    return counts;
  };

  /** Two records of one person, each with appointments, visits, a reminder sent and an audit event. */
  const pair = async () => {
    // A phone of each pair's own: a kept record takes it into its identity (name and phone).
    const phone = `0664 44455${String(slot).padStart(2, '0')}`;
    const db = t.database.db;
    const id = b.business.id;
    const walkIn = await insertPatient(db, id, {
      firstName: 'Eva',
      lastName: 'Egger',
      birthdate: '1990-09-09',
      note: 'Walk-in',
    });
    const booked = await insertPatient(db, id, {
      firstName: 'Eva',
      lastName: 'Egger',
      phone,
      email: 'eva@example.org',
      note: 'Gebucht',
    });
    for (const patientId of [walkIn, booked]) {
      const appointmentId = await insertAppointment(
        db,
        id,
        patientId,
        b.doctors[0]!.id,
        `2026-04-${String(10 + slot++).padStart(2, '0')}T09:00:00Z`,
      );
      await insertAppointment(
        db,
        id,
        patientId,
        b.doctors[0]!.id,
        `2026-04-${String(10 + slot++).padStart(2, '0')}T09:00:00Z`,
        { cancelled: true },
      );
      await insertVisit(db, id, patientId, '2026-02-01T09:00:00Z', 'noShow');
      await db.insert(appointmentReminders).values({
        appointmentId,
        startsAt: new Date('2026-04-10T09:00:00Z'),
        hoursBefore: 24,
        sentAt: new Date('2026-04-09T09:00:00Z'),
        optOutTokenHash: randomBytes(16).toString('hex'),
      });
      // An edit leaves an audit event about the patient.
      await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${id}/patients/${patientId}`,
        headers: bearer(b.token),
        payload: { remindersConsent: true },
      });
    }
    return { walkIn, booked, phone };
  };

  const merge = (patientId: string, intoPatientId: string, businessId = b.business.id) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/patients/${patientId}/merge`,
      headers: bearer(b.token),
      payload: { intoPatientId },
    });

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
  });
  afterAll(() => t.close());

  it('knows every table that points at a patient', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.columns
          WHERE column_name = 'patient_id' AND table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(PATIENT_TABLES);
  });

  it('moves every appointment, visit, reminder and audit event to the kept record and fills its gaps', async () => {
    const { walkIn, booked, phone } = await pair();
    const before = await rowsOf([walkIn, booked]);
    const res = await merge(walkIn, booked);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf([booked])).toEqual(before);
    expect(await rowsOf([walkIn])).toMatchObject({ appointments: 0, audit_events: 0, queue_entries: 0 });
    expect(res.json().patient).toMatchObject({
      id: booked,
      birthdate: '1990-09-09',
      phone,
      email: 'eva@example.org',
      note: 'Gebucht\n\nWalk-in',
      counts: { appointments: 4, visits: 2, noShows: 2 },
    });
    const gone = await t.app.inject({
      url: `/api/businesses/${b.business.id}/patients/${walkIn}`,
      headers: bearer(b.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('loses nothing in the other direction either', async () => {
    const { walkIn, booked, phone } = await pair();
    const before = await rowsOf([walkIn, booked]);
    const res = await merge(booked, walkIn);
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf([walkIn])).toEqual(before);
    expect(res.json().patient).toMatchObject({ id: walkIn, phone, birthdate: '1990-09-09' });
  });

  it('runs two opposite merges of one pair at once without a deadlock: one wins, nothing is lost', async () => {
    const { walkIn, booked } = await pair();
    const before = await rowsOf([walkIn, booked]);
    const answers = await Promise.all([merge(walkIn, booked), merge(booked, walkIn)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    const kept = answers.find((res) => res.statusCode === 200)!.json().patient.id;
    expect(await rowsOf([kept])).toEqual(before);
  });

  it('refuses a merge into the same patient, an unknown one and another business’s', async () => {
    const { walkIn } = await pair();
    expect((await merge(walkIn, walkIn)).json().error.code).toBe('MERGE_INTO_SELF');
    expect((await merge(walkIn, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await merge(walkIn, 'nope')).statusCode).toBe(404);
    const other = await createBookableBusiness(t.app);
    const theirs = await insertPatient(t.database.db, other.business.id, {
      firstName: 'Eva',
      lastName: 'Egger',
    });
    expect((await merge(walkIn, theirs)).statusCode).toBe(404);
  });
});

describe('likely duplicates', () => {
  let t: TestApp;
  let b: BookableBusiness;
  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
  });
  afterAll(() => t.close());

  it('pairs the same name and birthdate (case and accents aside) and the same phone digits', async () => {
    const db = t.database.db;
    const id = b.business.id;
    const jose = await insertPatient(db, id, {
      firstName: 'José',
      lastName: 'Müller',
      birthdate: '1970-07-07',
    });
    const jose2 = await insertPatient(db, id, {
      firstName: 'jose',
      lastName: 'MUELLER',
      birthdate: '1970-07-07',
    });
    await insertPatient(db, id, { firstName: 'José', lastName: 'Müller', birthdate: '1971-07-07' });
    const fritz = await insertPatient(db, id, {
      firstName: 'Fritz',
      lastName: 'Fink',
      phone: '+43 664 9990001',
    });
    const fritzi = await insertPatient(db, id, {
      firstName: 'Fritzi',
      lastName: 'Fink',
      phone: '0043 664 999 00 01',
    });
    await insertPatient(db, id, { firstName: 'Gerda', lastName: 'Gold', phone: '0664 9990002' });
    const res = await t.app.inject({
      url: `/api/businesses/${id}/patients/duplicates`,
      headers: bearer(b.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const pairs = res.json().pairs.map((pair: { reason: string; patients: { id: string }[] }) => ({
      reason: pair.reason,
      ids: pair.patients.map((p) => p.id).sort(),
    }));
    expect(pairs).toEqual([
      { reason: 'nameAndBirthdate', ids: [jose, jose2].sort() },
      { reason: 'phone', ids: [fritz, fritzi].sort() },
    ]);
  });
});
