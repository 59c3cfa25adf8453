import type { WorkingTime } from '@qtify/shared/domain/working-times';
import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { appointmentTypeKeys } from '../../lib/queries/appointment-types';
import { businessPath } from '../../lib/queries/businesses';
import { type Doctor, doctorKeys } from '../../lib/queries/doctors';

const doctorsPath = (businessId: string) => `${businessPath(businessId)}/doctors`;
const doctorPath = (businessId: string, doctorId: string) =>
  `${doctorsPath(businessId)}/${encodeURIComponent(doctorId)}`;

/** `{ name, specialty }`, or `{ name, partySize }` for a restaurant's table (API.md "Doctors"). */
export interface SetupDoctorFields {
  name: string;
  specialty?: string;
  partySize?: number;
}

/**
 * The setup's first doctor with their week: created (or, after a failed first try, the one created
 * then is updated, so a retry never makes two), then `PUT …/working-times`. The doctors' list is
 * fetched again, which moves the setup on (setup-progress.ts).
 */
export async function saveFirstDoctor(
  queryClient: QueryClient,
  businessId: string,
  existing: Doctor | undefined,
  fields: SetupDoctorFields,
  week: WorkingTime[],
): Promise<void> {
  const doctor = existing
    ? (await apiClient.patch<{ doctor: Doctor }>(doctorPath(businessId, existing.id), fields)).doctor
    : (await apiClient.post<{ doctor: Doctor }>(doctorsPath(businessId), fields)).doctor;
  await apiClient.put(`${doctorPath(businessId, doctor.id)}/working-times`, week);
  await queryClient.invalidateQueries({ queryKey: doctorKeys.list(businessId) });
}

/**
 * The setup's first appointment type, offered by every doctor there is. The caller refreshes the
 * types (refreshTypes) once it has moved on to the end of the setup, so the finished setup never
 * flashes the form of a further business in between.
 */
export async function saveFirstType(
  businessId: string,
  body: { title: string; durationMinutes: number; color: string; doctorIds: string[] },
): Promise<AppointmentType> {
  const answer = await apiClient.post<{ appointmentType: AppointmentType }>(
    `${businessPath(businessId)}/appointment-types`,
    body,
  );
  return answer.appointmentType;
}

export function refreshTypes(queryClient: QueryClient, businessId: string) {
  return queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.list(businessId) });
}
