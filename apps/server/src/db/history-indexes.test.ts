import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planWithoutSeqScan, sqlOf } from '../../test/query-plan';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { listAppointmentRows } from '../features/appointments/appointments.repository';
import { listTreatmentMinutesSince } from '../features/queue/queue.repository';
import { listBusyTimes } from '../features/scheduling/busy-times.repository';

const BUSINESS = '00000000-0000-4000-8000-000000000001';
const OTHER_BUSINESS = '00000000-0000-4000-8000-000000000002';
const DOCTOR_A = '00000000-0000-4000-9000-00000000000a';
const DOCTOR_B = '00000000-0000-4000-9000-00000000000b';
const OTHER_DOCTOR = '00000000-0000-4000-9000-00000000000c';
const PATIENT = '00000000-0000-4000-a000-000000000001';
const OTHER_PATIENT = '00000000-0000-4000-a000-000000000002';

const at = (time: string) => new Date(`2026-03-02T${time}:00.000Z`);
const window = { from: at('09:00'), to: at('12:00') };

describe('the queries that read history', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
    const connection = await t.database.connect();
    try {
      await connection.exec(`
        INSERT INTO businesses (id, public_id, name) VALUES
          ('${BUSINESS}', 'hstaaaaaaa', 'Praxis'), ('${OTHER_BUSINESS}', 'hstbbbbbbb', 'Andere');
        INSERT INTO doctors (id, business_id, name, specialty) VALUES
          ('${DOCTOR_A}', '${BUSINESS}', 'Dr. A', 'x'), ('${DOCTOR_B}', '${BUSINESS}', 'Dr. B', 'x'),
          ('${OTHER_DOCTOR}', '${OTHER_BUSINESS}', 'Dr. C', 'x');
        INSERT INTO patients (id, business_id, first_name, last_name) VALUES
          ('${PATIENT}', '${BUSINESS}', 'Anna', 'Berger'), ('${OTHER_PATIENT}', '${OTHER_BUSINESS}', 'Otto', 'Huber');
        INSERT INTO appointments (business_id, doctor_id, patient_id, title, starts_at, ends_at, status) VALUES
          -- A: one ending as the window opens (outside), two cancelled, two inside, one starting as it
          -- closes (outside); B: one across the window's start, one across its end.
          ('${BUSINESS}', '${DOCTOR_A}', '${PATIENT}', 'x', '2026-03-02T08:30Z', '2026-03-02T09:00Z', 'booked'),
          ('${BUSINESS}', '${DOCTOR_A}', '${PATIENT}', 'x', '2026-03-02T09:00Z', '2026-03-02T09:30Z', 'cancelled'),
          ('${BUSINESS}', '${DOCTOR_A}', '${PATIENT}', 'x', '2026-03-02T08:45Z', '2026-03-02T09:15Z', 'cancelled'),
          ('${BUSINESS}', '${DOCTOR_A}', '${PATIENT}', 'x', '2026-03-02T09:15Z', '2026-03-02T09:45Z', 'booked'),
          ('${BUSINESS}', '${DOCTOR_A}', '${PATIENT}', 'x', '2026-03-02T10:00Z', '2026-03-02T10:30Z', 'booked'),
          ('${BUSINESS}', '${DOCTOR_A}', '${PATIENT}', 'x', '2026-03-02T12:00Z', '2026-03-02T12:30Z', 'booked'),
          ('${BUSINESS}', '${DOCTOR_B}', '${PATIENT}', 'x', '2026-03-02T08:45Z', '2026-03-02T09:15Z', 'booked'),
          ('${BUSINESS}', '${DOCTOR_B}', '${PATIENT}', 'x', '2026-03-02T11:45Z', '2026-03-02T12:15Z', 'booked'),
          ('${OTHER_BUSINESS}', '${OTHER_DOCTOR}', '${OTHER_PATIENT}', 'x', '2026-03-02T10:00Z', '2026-03-02T10:30Z', 'booked');
      `);
    } finally {
      connection.release();
    }
  });
  afterAll(() => t.destroy());

  it('finds the booked time of the asked doctors that overlaps the window, to the millisecond', async () => {
    const busy = await listBusyTimes(t.database.db, [DOCTOR_A, DOCTOR_B], window);
    const sorted = busy.sort((x, y) => x.start - y.start);
    expect(sorted).toEqual([
      { doctorId: DOCTOR_B, start: at('08:45').getTime(), end: at('09:15').getTime() },
      { doctorId: DOCTOR_A, start: at('09:15').getTime(), end: at('09:45').getTime() },
      { doctorId: DOCTOR_A, start: at('10:00').getTime(), end: at('10:30').getTime() },
      { doctorId: DOCTOR_B, start: at('11:45').getTime(), end: new Date('2026-03-02T12:15:00Z').getTime() },
    ]);
    const betweenB = { from: at('09:15'), to: at('11:45') };
    expect(await listBusyTimes(t.database.db, [DOCTOR_B], betweenB)).toEqual([]);
  });

  it("lists the calendar's appointments of one business overlapping the window, by start", async () => {
    const rows = await listAppointmentRows(t.database.db, BUSINESS, window);
    expect(rows.map((row) => row.startsAt.toISOString().slice(11, 16))).toEqual([
      '08:45',
      '09:15',
      '10:00',
      '11:45',
    ]);
    const doctorB = await listAppointmentRows(t.database.db, BUSINESS, { ...window, doctorId: DOCTOR_B });
    expect(doctorB).toHaveLength(2);
  });

  it('answers a window that ends before it starts with nothing instead of a database error', async () => {
    const backwards = { from: window.to, to: window.from };
    expect(await listBusyTimes(t.database.db, [DOCTOR_A], backwards)).toEqual([]);
    expect(await listAppointmentRows(t.database.db, BUSINESS, backwards)).toEqual([]);
  });

  // An index that the planner *can* use (sequential scans forbidden: with a handful of rows a scan
  // is cheaper). bench/history-queries.mjs shows they are chosen and fast at 125k/250k rows.
  it("asks the exclusion constraint's gist index for a doctor's busy time in the window", async () => {
    const plan = await planWithoutSeqScan(
      t.database,
      await sqlOf((db) => listBusyTimes(db, [DOCTOR_A, DOCTOR_B], window)),
    );
    expect(plan).toMatch(/appointments_no_overlap/);
  });

  it("reads a business's calendar window from its gist index", async () => {
    const plan = await planWithoutSeqScan(
      t.database,
      await sqlOf((db) => listAppointmentRows(db, BUSINESS, window)),
    );
    expect(plan).toMatch(/appointments_business_during_idx/);
  });

  it('reads the treatment minutes of today from the partial index of treated entries', async () => {
    const plan = await planWithoutSeqScan(
      t.database,
      await sqlOf((db) => listTreatmentMinutesSince(db, BUSINESS, at('00:00'))),
    );
    expect(plan).toMatch(/queue_entries_treated_idx/);
  });

  it("pages the staff list's past view backwards through the business's entries in queue order", async () => {
    const plan = await planWithoutSeqScan(t.database, {
      sql: `SELECT * FROM queue_entries WHERE business_id = $1 AND created_at < $2 AND sort_key < $3
            ORDER BY sort_key DESC LIMIT 50`,
      params: [BUSINESS, at('00:00').toISOString(), 1000],
    });
    expect(plan).toMatch(/Index Scan Backward using queue_entries_business_sort_key_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
