import type { WorkingTime } from '@qtify/shared/domain/working-times';
import type { Absence, AbsenceBody, Doctor } from '@qtify/shared/schemas/doctor-schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { appointmentTypeKeys } from './appointment-types';
import { businessKeys, businessPath } from './businesses';

/**
 * The doctors (tables in a restaurant) of a business with their working times and absences, as
 * `GET /api/businesses/:id/doctors` answers them (API.md "Doctors"). Only the types come from the
 * shared schemas: zod stays out of this module.
 */
export type { Absence, Doctor };

export const doctorKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'doctors'] as const,
};

const doctorsPath = (businessId: string) => `${businessPath(businessId)}/doctors`;
const doctorPath = (businessId: string, doctorId: string) =>
  `${doctorsPath(businessId)}/${encodeURIComponent(doctorId)}`;

/** Where the doctors are managed (route table; features do not import app). */
export const MANAGE_DOCTORS_PATH = '/bookingflow/manageDoctors';

export function useDoctors(businessId: string | undefined) {
  return useQuery({
    queryKey: doctorKeys.list(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ doctors: Doctor[] }>(doctorsPath(businessId ?? ''), { signal })).doctors,
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });
}

/** `{ name, specialty }`, or `{ name, partySize }` for a restaurant's table. */
export interface DoctorFields {
  name: string;
  specialty?: string;
  partySize?: number;
}

/** A saved doctor replaces its old self in the list (or joins it) without a refetch. */
function putInList(queryClient: QueryClient, businessId: string, doctor: Doctor) {
  queryClient.setQueryData<Doctor[]>(doctorKeys.list(businessId), (list) =>
    list?.some((item) => item.id === doctor.id)
      ? list.map((item) => (item.id === doctor.id ? doctor : item))
      : [...(list ?? []), doctor],
  );
}

/** Adds a doctor (`doctorId` null) or changes one. */
export function useSaveDoctor(businessId: string, doctorId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: DoctorFields) =>
      doctorId
        ? (await apiClient.patch<{ doctor: Doctor }>(doctorPath(businessId, doctorId), fields)).doctor
        : (await apiClient.post<{ doctor: Doctor }>(doctorsPath(businessId), fields)).doctor,
    onSuccess: (doctor) => putInList(queryClient, businessId, doctor),
  });
}

/**
 * The setup's first doctor with their week (setup step 2): created, or the one an earlier try
 * created without hours (`existingId`) is updated, so a retry never makes two; then
 * `PUT …/working-times`. The list is fetched again even after a failure half-way: a doctor created
 * without hours then comes back as `existingId`, and with hours the setup moves on (setup-progress.ts).
 */
export function useSaveFirstDoctor(businessId: string, existingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, week }: { fields: DoctorFields; week: WorkingTime[] }) => {
      const doctor = existingId
        ? (await apiClient.patch<{ doctor: Doctor }>(doctorPath(businessId, existingId), fields)).doctor
        : (await apiClient.post<{ doctor: Doctor }>(doctorsPath(businessId), fields)).doctor;
      return (
        await apiClient.put<{ doctor: Doctor }>(`${doctorPath(businessId, doctor.id)}/working-times`, week)
      ).doctor;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: doctorKeys.list(businessId) }),
  });
}

export function useDeleteDoctor(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (doctorId: string) => apiClient.delete(doctorPath(businessId, doctorId)),
    onSuccess: async (_, doctorId) => {
      queryClient.setQueryData<Doctor[]>(doctorKeys.list(businessId), (list) =>
        list?.filter((item) => item.id !== doctorId),
      );
      // Appointment types name their doctors: the server drops the deleted one from them.
      await queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.list(businessId) });
    },
  });
}

/** `PUT …/working-times`: the whole week at once. */
export function useSaveWeek(businessId: string, doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (week: WorkingTime[]) =>
      (await apiClient.put<{ doctor: Doctor }>(`${doctorPath(businessId, doctorId)}/working-times`, week))
        .doctor,
    onSuccess: (doctor) => putInList(queryClient, businessId, doctor),
  });
}

export function useAddAbsence(businessId: string, doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (absence: AbsenceBody) =>
      (await apiClient.post<{ absence: Absence }>(`${doctorPath(businessId, doctorId)}/absences`, absence))
        .absence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: doctorKeys.list(businessId) }),
  });
}

export function useDeleteAbsence(businessId: string, doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (absenceId: string) =>
      apiClient.delete(`${doctorPath(businessId, doctorId)}/absences/${encodeURIComponent(absenceId)}`),
    onSuccess: (_, absenceId) =>
      queryClient.setQueryData<Doctor[]>(doctorKeys.list(businessId), (list) =>
        list?.map((doctor) =>
          doctor.id === doctorId
            ? { ...doctor, absences: doctor.absences.filter((absence) => absence.id !== absenceId) }
            : doctor,
        ),
      ),
  });
}
