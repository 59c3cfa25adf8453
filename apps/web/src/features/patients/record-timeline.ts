import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { Visit } from '@qtify/shared/schemas/patient-schemas';

/** One line of a patient's past: an appointment or a visit of the waiting room. */
export type PastItem =
  | { kind: 'appointment'; at: string; appointment: Appointment }
  | { kind: 'visit'; at: string; visit: Visit };

/**
 * A record's appointments split at `now`: booked ones ahead (soonest first), and the past, i.e.
 * earlier and cancelled appointments with the visits, newest first.
 */
export function recordTimeline(
  appointments: readonly Appointment[],
  visits: readonly Visit[],
  now: number,
): { upcoming: Appointment[]; past: PastItem[] } {
  const ahead = (appointment: Appointment) => !appointment.cancelled && Date.parse(appointment.end) > now;
  const upcoming = appointments.filter(ahead).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const past: PastItem[] = [
    ...appointments
      .filter((appointment) => !ahead(appointment))
      .map((appointment) => ({ kind: 'appointment' as const, at: appointment.start, appointment })),
    ...visits.map((visit) => ({ kind: 'visit' as const, at: visit.createdAt, visit })),
  ];
  return { upcoming, past: past.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)) };
}

/** A visit that ended with the patient not coming when called. */
export const isNoShow = (visit: Visit) => visit.outcome === 'noShow' || visit.status === 'noShow';
