import { localDay } from '@qtify/shared/domain/local-day';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { Portal } from '@qtify/shared/schemas/prescription-schemas';
import type { AppDatabase } from '../../db/database';
import { listMedications } from './patient-medications';
import type { PortalPatient } from './portal-patient';
import { countPatientRequestsSince, listPatientRequests } from './prescription-requests.repository';
import { getPrescriptionSettings, readyByAt } from './prescription-settings';
import { presentPatientRequest } from './present-prescription-request';

/** The start of the practice's day at `now`: the daily limit counts from here. */
export function startOfPracticeDay(timeZone: string, now: Date): Date {
  return localDay(localDateOf(now.getTime(), timeZone), timeZone).from;
}

/** What the patient's page shows: their name, list, requests and the practice's rules now. */
export async function loadPortal(db: AppDatabase, who: PortalPatient, now: Date): Promise<Portal> {
  const { business, patient } = who;
  const [settings, medications, requests, today] = await Promise.all([
    getPrescriptionSettings(db, business.id),
    listMedications(db, business.id, patient.id),
    listPatientRequests(db, business.id, patient.id, 50),
    countPatientRequestsSince(db, patient.id, startOfPracticeDay(business.timeZone, now)),
  ]);
  const readyBy = readyByAt(business, settings, now);
  return {
    business: { name: business.name, phone: business.phone, timeZone: business.timeZone },
    patient: { firstName: patient.firstName, lastName: patient.lastName },
    medications,
    requests: requests.map(presentPatientRequest),
    rules: {
      ...settings,
      remainingToday: Math.max(0, settings.dailyLimit - today),
      readyBy: readyBy.date,
      afterCutoff: readyBy.afterCutoff,
    },
  };
}
