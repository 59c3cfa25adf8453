import type { AppDatabase } from '../src/db/database';
import { appointments, type PatientRow, patients } from '../src/db/schema/appointments';
import { queueEntries } from '../src/db/schema/queue';

type PatientValues = Partial<Omit<PatientRow, 'id' | 'businessId' | 'searchName' | 'phoneDigits'>> &
  Pick<PatientRow, 'firstName' | 'lastName'>;

/** A patient written straight into the table (search and merge tests need many, with every field). */
export async function insertPatient(
  db: AppDatabase,
  businessId: string,
  values: PatientValues,
): Promise<string> {
  const [row] = await db
    .insert(patients)
    .values({ businessId, ...values })
    .returning({ id: patients.id });
  return row!.id;
}

/** A booked (or cancelled) 30-minute appointment of the patient at the doctor, starting at `start`. */
export async function insertAppointment(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  doctorId: string,
  start: string,
  options: { cancelled?: boolean } = {},
): Promise<string> {
  const startsAt = new Date(start);
  const [row] = await db
    .insert(appointments)
    .values({
      businessId,
      patientId,
      doctorId,
      title: 'Kontrolle',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: options.cancelled ? 'cancelled' : 'booked',
    })
    .returning({ id: appointments.id });
  return row!.id;
}

/** A finished visit of the waiting room (treated, or a no-show) created at `at`. */
export async function insertVisit(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  at: string,
  outcome: 'treated' | 'noShow' = 'treated',
): Promise<string> {
  const [row] = await db
    .insert(queueEntries)
    .values({
      businessId,
      patientId,
      status: 'done',
      outcome,
      createdAt: new Date(at),
      finishedAt: new Date(at),
    })
    .returning({ id: queueEntries.id });
  return row!.id;
}
