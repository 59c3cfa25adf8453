import type { AppDatabase } from '../src/db/database';
import { patients } from '../src/db/schema/appointments';
import { queueEntries } from '../src/db/schema/queue';

const minutes = (at: string, n: number) => new Date(Date.parse(at) + n * 60_000);

interface FixtureEntry {
  /** When the entry was created (joined or checked in), UTC. */
  at: string;
  /** Minutes from `at` (or from the appointment's start when later) to the call; none: never called. */
  calledAfter?: number;
  /** Minutes from the call to done (treated). */
  servedFor?: number;
  outcome?: 'treated' | 'noShow' | 'cancelled';
  appointment?: { start: string; doctorId: string };
}

/**
 * The hand-computed fixture of docs/wait-statistics.md's example, in Europe/Vienna around the
 * spring DST change (Sunday 2026-03-29, 02:00 CET → 03:00 CEST). Local times in the comments.
 * Range 2026-03-27 … 2026-03-30: called 5 (4 treated + 1 no-show), waits 10, 20, 30, 4 (median 15,
 * average 16), services 15, 5, 10, 20 (median 12.5, average 12.5), no-show rate 0.2, 6 entries.
 */
export const WAIT_STATS_FIXTURE: FixtureEntry[] = [
  // Thu 26 23:30 CET: the day before the range.
  { at: '2026-03-26T22:30:00Z', calledAfter: 99, servedFor: 99, outcome: 'treated' },
  // Fri 27 09:00 and 09:10 CET, doctor A's appointments (both started before the check-in).
  {
    at: '2026-03-27T08:00:00Z',
    calledAfter: 10,
    servedFor: 15,
    appointment: { start: '2026-03-27T07:30:00Z', doctorId: 'doctor-a' },
  },
  {
    at: '2026-03-27T08:10:00Z',
    calledAfter: 20,
    servedFor: 5,
    appointment: { start: '2026-03-27T08:00:00Z', doctorId: 'doctor-a' },
  },
  // Sun 29 00:30 CET: left before being called (cancelled, no figures but one entry).
  { at: '2026-03-28T23:30:00Z', outcome: 'cancelled' },
  // Sun 29 01:30 CET: a no-show, never called in.
  { at: '2026-03-29T00:30:00Z', outcome: 'noShow' },
  // Sun 29 09:00 CEST (after the change: UTC+2), a walk-in.
  { at: '2026-03-29T07:00:00Z', calledAfter: 30, servedFor: 10 },
  // Mon 30 08:50 CEST, checked in 10 minutes before doctor B's 09:00 appointment: waits from 09:00.
  {
    at: '2026-03-30T06:50:00Z',
    calledAfter: 4,
    servedFor: 20,
    appointment: { start: '2026-03-30T07:00:00Z', doctorId: 'doctor-b' },
  },
  // Tue 31 00:30 CEST: the day after the range (a fixed UTC+1 would put it on Monday).
  { at: '2026-03-30T22:30:00Z', calledAfter: 99, servedFor: 99, outcome: 'treated' },
];

/** Writes the fixture's entries (one patient each) straight into the business's queue. */
export async function insertWaitStatsFixture(
  db: AppDatabase,
  businessId: string,
  entries = WAIT_STATS_FIXTURE,
  /** Real doctors for the fixture's doctor ids ('doctor-a' → an id), where a test needs their names. */
  doctorIds: Record<string, string> = {},
) {
  for (const [index, entry] of entries.entries()) {
    const [patient] = await db
      .insert(patients)
      .values({ businessId, firstName: `Patient${index}`, lastName: 'Statistik' })
      .returning({ id: patients.id });
    const waitFrom =
      entry.appointment && entry.appointment.start > entry.at ? entry.appointment.start : entry.at;
    const calledAt = entry.calledAfter === undefined ? null : minutes(waitFrom, entry.calledAfter);
    const outcome = entry.outcome ?? 'treated';
    const finishedAt =
      calledAt && entry.servedFor !== undefined
        ? minutes(calledAt.toISOString(), entry.servedFor)
        : minutes(entry.at, 1);
    await db.insert(queueEntries).values({
      businessId,
      patientId: patient!.id,
      status: 'done',
      outcome,
      createdAt: new Date(entry.at),
      calledAt,
      finishedAt,
      sortKey: Date.parse(entry.at) * 1024 + index,
      appointment: entry.appointment
        ? {
            start: entry.appointment.start,
            doctorId: doctorIds[entry.appointment.doctorId] ?? entry.appointment.doctorId,
            typeTitle: 'Kontrolle',
          }
        : null,
    });
  }
}
