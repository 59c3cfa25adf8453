import type { NameCheckInBody } from '@qtify/shared/schemas/lobby-schemas';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import { enterAppointment, presentEntryViews } from '../queue/enter-appointment';
import type { QueueDeps } from '../queue/queue-deps';
import { arrivalOf } from './appointment-arrival';
import { findAppointmentByName } from './check-in-by-name';

export interface KioskCheckIn {
  entry: PatientEntry;
  lastName: string;
  created: boolean;
}

/**
 * A patient checks in to today's appointment at the entrance's kiosk by name and birth date, in
 * the patient's window (60 minutes before the start until its end). No link and no account: the
 * tablet only shows the ticket, nothing of the patient stays on it. Again: the same entry.
 */
export async function checkInAtKiosk(
  deps: QueueDeps,
  business: BusinessRow,
  body: NameCheckInBody,
): Promise<KioskCheckIn> {
  const row = await findAppointmentByName(deps, business, body);
  const entered = await enterAppointment(deps, arrivalOf(row), undefined);
  const views = await presentEntryViews(deps, entered.entry, entered.patient);
  return { entry: views.patient, lastName: entered.patient.lastName, created: entered.created };
}
