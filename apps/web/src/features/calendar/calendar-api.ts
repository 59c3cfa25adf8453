import type { Appointment, PatientDetails } from '@qtify/shared/schemas/booking-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { businessKeys, businessPath } from '../../lib/queries/businesses';

// API.md "Appointments and patients" (staff). Times go out as UTC instants.

const appointmentsPath = (businessId: string) => `${businessPath(businessId)}/appointments`;
const appointmentPath = (businessId: string, appointmentId: string) =>
  `${appointmentsPath(businessId)}/${encodeURIComponent(appointmentId)}`;

/** The appointments between two instants, of one doctor or of all. */
export async function fetchAppointments(
  businessId: string,
  range: { from: Date; to: Date; doctorId: string | null },
  signal?: AbortSignal,
): Promise<Appointment[]> {
  const query = new URLSearchParams({ from: range.from.toISOString(), to: range.to.toISOString() });
  if (range.doctorId) query.set('doctorId', range.doctorId);
  const body = await apiClient.get<{ appointments: Appointment[] }>(
    `${appointmentsPath(businessId)}?${query.toString()}`,
    { signal },
  );
  return body.appointments;
}

export interface NewAppointment {
  typeId: string;
  doctorId: string;
  start: string;
  firstName: string;
  lastName: string;
  phone: string;
  email?: string;
  note?: string;
  /** Persons of a restaurant's reservation, 1 to 99. */
  partySize?: number;
}

export async function createAppointment(businessId: string, fields: NewAppointment) {
  return (await apiClient.post<{ appointment: Appointment }>(appointmentsPath(businessId), fields))
    .appointment;
}

/** Moves an appointment; 409 SLOT_TAKEN when the new time collides with another one. */
export async function moveAppointment(businessId: string, appointmentId: string, start: string) {
  return (
    await apiClient.patch<{ appointment: Appointment }>(appointmentPath(businessId, appointmentId), { start })
  ).appointment;
}

export async function cancelAppointment(businessId: string, appointmentId: string) {
  await apiClient.delete(appointmentPath(businessId, appointmentId));
}

/** Takes the phone and e-mail a booking gave into the patient's record; answers the appointment. */
export async function acceptBookingContact(businessId: string, appointmentId: string) {
  return (
    await apiClient.post<{ appointment: Appointment }>(
      `${appointmentPath(businessId, appointmentId)}/accept-contact`,
    )
  ).appointment;
}

/**
 * Cancels every online booking made in [createdFrom, createdTo) that has not begun; with `dryRun`
 * only counts them. Answers how many.
 */
export async function bulkCancelAppointments(
  businessId: string,
  window: { createdFrom: string; createdTo: string; dryRun?: boolean },
): Promise<number> {
  return (await apiClient.post<{ cancelled: number }>(`${appointmentsPath(businessId)}/bulk-cancel`, window))
    .cancelled;
}

export function patientKey(businessId: string, patientId: string) {
  return [...businessKeys.all, businessId, 'patients', patientId] as const;
}

/** A patient with their appointments (past and future). */
export function usePatient(businessId: string, patientId: string) {
  return useQuery({
    queryKey: patientKey(businessId, patientId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ patient: PatientDetails }>(
          `${businessPath(businessId)}/patients/${encodeURIComponent(patientId)}`,
          { signal },
        )
      ).patient,
    enabled: Boolean(businessId && patientId),
  });
}
