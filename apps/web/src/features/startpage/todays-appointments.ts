import type { Appointment } from '../../lib/queries/appointments';
import type { Doctor } from '../../lib/queries/doctors';

export interface DoctorDay {
  /** null: appointments without a doctor. */
  doctor: Doctor | null;
  /** What is still to come (or running), the next first. */
  upcoming: Appointment[];
}

/**
 * Today's appointments by doctor, in the doctors' order, for those who have any today: what is still
 * to come first. Cancelled and declined appointments do not count; one still running does.
 */
export function todaysAppointments(
  appointments: readonly Appointment[],
  doctors: readonly Doctor[],
  now: number,
) {
  const live = appointments.filter((item) => !item.cancelled && item.confirmation !== 'declined');
  const upcoming = live
    .filter((item) => Date.parse(item.end) > now)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const known = new Set(doctors.map((doctor) => doctor.id));
  const days: DoctorDay[] = doctors
    .filter((doctor) => live.some((item) => item.doctorId === doctor.id))
    .map((doctor) => ({ doctor, upcoming: upcoming.filter((item) => item.doctorId === doctor.id) }));
  if (live.some((item) => !item.doctorId || !known.has(item.doctorId))) {
    days.push({
      doctor: null,
      upcoming: upcoming.filter((item) => !item.doctorId || !known.has(item.doctorId)),
    });
  }
  return { total: live.length, left: upcoming.length, days };
}
