import type { WorkingTime } from '@qtify/shared/domain/working-times';
import type { AbsenceBody } from '@qtify/shared/schemas/doctor-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import {
  type Absence,
  appointmentTypesKey,
  type Doctor,
  doctorPath,
  doctorsKey,
  doctorsPath,
} from '../../lib/doctors-query';

/** `{ name, specialty }`, or `{ name, partySize }` for a restaurant's table. */
export interface DoctorFields {
  name: string;
  specialty?: string;
  partySize?: number;
}

function replaceInList(queryClient: QueryClient, businessId: string, doctor: Doctor) {
  queryClient.setQueryData<Doctor[]>(doctorsKey(businessId), (list) =>
    list?.some((item) => item.id === doctor.id)
      ? list.map((item) => (item.id === doctor.id ? doctor : item))
      : [...(list ?? []), doctor],
  );
}

export async function createDoctor(queryClient: QueryClient, businessId: string, fields: DoctorFields) {
  const body = await apiClient.post<{ doctor: Doctor }>(doctorsPath(businessId), fields);
  replaceInList(queryClient, businessId, body.doctor);
  return body.doctor;
}

export async function updateDoctor(
  queryClient: QueryClient,
  businessId: string,
  doctorId: string,
  fields: DoctorFields,
) {
  const body = await apiClient.patch<{ doctor: Doctor }>(doctorPath(businessId, doctorId), fields);
  replaceInList(queryClient, businessId, body.doctor);
  return body.doctor;
}

export async function deleteDoctor(queryClient: QueryClient, businessId: string, doctorId: string) {
  await apiClient.delete(doctorPath(businessId, doctorId));
  queryClient.setQueryData<Doctor[]>(doctorsKey(businessId), (list) =>
    list?.filter((item) => item.id !== doctorId),
  );
  // Appointment types name their doctors: the server drops the deleted one from them.
  await queryClient.invalidateQueries({ queryKey: appointmentTypesKey(businessId) });
}

/** `PUT …/working-times`: the whole week at once. */
export async function saveWeek(
  queryClient: QueryClient,
  businessId: string,
  doctorId: string,
  week: WorkingTime[],
) {
  const body = await apiClient.put<{ doctor: Doctor }>(
    `${doctorPath(businessId, doctorId)}/working-times`,
    week,
  );
  replaceInList(queryClient, businessId, body.doctor);
  return body.doctor;
}

export async function addAbsence(
  queryClient: QueryClient,
  businessId: string,
  doctorId: string,
  absence: AbsenceBody,
) {
  const body = await apiClient.post<{ absence: Absence }>(
    `${doctorPath(businessId, doctorId)}/absences`,
    absence,
  );
  await queryClient.invalidateQueries({ queryKey: doctorsKey(businessId) });
  return body.absence;
}

export async function deleteAbsence(
  queryClient: QueryClient,
  businessId: string,
  doctorId: string,
  absenceId: string,
) {
  await apiClient.delete(`${doctorPath(businessId, doctorId)}/absences/${encodeURIComponent(absenceId)}`);
  queryClient.setQueryData<Doctor[]>(doctorsKey(businessId), (list) =>
    list?.map((doctor) =>
      doctor.id === doctorId
        ? { ...doctor, absences: doctor.absences.filter((absence) => absence.id !== absenceId) }
        : doctor,
    ),
  );
}
