import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { Visit } from '@qtify/shared/schemas/patient-schemas';

/** One line of a patient's history: an appointment or a visit of the waiting room. */
export type HistoryItem =
  | { kind: 'appointment'; at: string; appointment: Appointment }
  | { kind: 'visit'; at: string; visit: Visit };

/** Appointments and waiting-room visits in one list, newest first (by start or arrival). */
export function patientHistory(
  appointments: readonly Appointment[],
  visits: readonly Visit[],
): HistoryItem[] {
  const items: HistoryItem[] = [
    ...appointments.map((appointment) => ({
      kind: 'appointment' as const,
      at: appointment.start,
      appointment,
    })),
    ...visits.map((visit) => ({ kind: 'visit' as const, at: visit.createdAt, visit })),
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}
