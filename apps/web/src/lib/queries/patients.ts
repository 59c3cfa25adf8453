import type {
  PatientFilter,
  PatientListItem,
  PatientPatchBody,
  PatientRecord,
  ZPatientDuplicatesResponse,
  ZPatientsResponse,
} from '@qtify/shared/schemas/patient-schemas';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/** A business's patients (API.md "Patients"). Only types from the shared schemas. */
export type { PatientFilter, PatientListItem, PatientPatchBody, PatientRecord };
export type PatientsPage = Omit<z.infer<typeof ZPatientsResponse>, 'success'>;
export type DuplicatePair = z.infer<typeof ZPatientDuplicatesResponse>['pairs'][number];

export interface PatientSearch {
  q: string;
  filter: PatientFilter | null;
}

/** Every patient query of a business lives under `patientKeys.all`: one invalidation refreshes them. */
export const patientKeys = {
  all: (businessId: string) => [...businessKeys.detail(businessId), 'patients'] as const,
  list: (businessId: string, search: PatientSearch) =>
    [...patientKeys.all(businessId), 'list', search.q.trim(), search.filter ?? ''] as const,
  duplicates: (businessId: string) => [...patientKeys.all(businessId), 'duplicates'] as const,
  detail: (businessId: string, patientId: string) => [...patientKeys.all(businessId), patientId] as const,
};

/** Patients per page: a screenful; the total says how many there are in all. */
export const PATIENT_PAGE_SIZE = 25;

const patientsPath = (businessId: string) => `${businessPath(businessId)}/patients`;
const patientPath = (businessId: string, patientId: string) =>
  `${patientsPath(businessId)}/${encodeURIComponent(patientId)}`;

export function patientSearchParams({ q, filter }: PatientSearch, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(PATIENT_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (filter) params.set('filter', filter);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/**
 * GET …/patients?q=&filter=&limit=&cursor= — page by page ("load more"), with the true total of the
 * search; the last list stays on screen while the next search loads.
 */
export function usePatients(businessId: string, search: PatientSearch) {
  return useInfiniteQuery({
    queryKey: patientKeys.list(businessId, search),
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<PatientsPage>(`${patientsPath(businessId)}?${patientSearchParams(search, pageParam)}`, {
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled: Boolean(businessId),
  });
}

/** GET …/patients/:patientId: the record with contact, consent, appointments and visits. */
export function usePatient(businessId: string, patientId: string) {
  return useQuery({
    queryKey: patientKeys.detail(businessId, patientId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ patient: PatientRecord }>(patientPath(businessId, patientId), { signal }))
        .patient,
    enabled: Boolean(businessId && patientId),
  });
}

/** GET …/patients/duplicates: likely pairs (same name and birthdate, or same phone). */
export function useDuplicatePatients(businessId: string, enabled = true) {
  return useQuery({
    queryKey: patientKeys.duplicates(businessId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ pairs: DuplicatePair[] }>(`${patientsPath(businessId)}/duplicates`, { signal }))
        .pairs,
    enabled: Boolean(businessId) && enabled,
  });
}

/** PATCH …/patients/:patientId: contact, note and consent; 409 PATIENT_DUPLICATE when it meets another. */
export function useEditPatient(businessId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: PatientPatchBody) =>
      (await apiClient.patch<{ patient: PatientRecord }>(patientPath(businessId, patientId), changes))
        .patient,
    onSuccess: (patient) => {
      queryClient.setQueryData(patientKeys.detail(businessId, patientId), patient);
      return queryClient.invalidateQueries({ queryKey: patientKeys.all(businessId) });
    },
  });
}

/** POST …/patients/:patientId/merge { intoPatientId }: the other record's history moves to the kept one. */
export function useMergePatients(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ patientId, intoPatientId }: { patientId: string; intoPatientId: string }) =>
      (
        await apiClient.post<{ patient: PatientRecord }>(`${patientPath(businessId, patientId)}/merge`, {
          intoPatientId,
        })
      ).patient,
    onSuccess: (_patient, { patientId }) => {
      queryClient.removeQueries({ queryKey: patientKeys.detail(businessId, patientId) });
      return queryClient.invalidateQueries({ queryKey: patientKeys.all(businessId) });
    },
  });
}

/**
 * DELETE …/patients/:patientId[?cancelFuture=true]: erases the patient (Art. 17); 409
 * PATIENT_HAS_FUTURE_APPOINTMENTS while a booked appointment lies ahead, unless cancelled with it.
 */
export function useErasePatient(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ patientId, cancelFuture }: { patientId: string; cancelFuture: boolean }) =>
      apiClient.delete(`${patientPath(businessId, patientId)}${cancelFuture ? '?cancelFuture=true' : ''}`),
    onSuccess: (_answer, { patientId }) => {
      queryClient.removeQueries({ queryKey: patientKeys.detail(businessId, patientId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.all(businessId) }),
        // Cancelled appointments leave the calendar and the queue's history.
        queryClient.invalidateQueries({ queryKey: businessKeys.detail(businessId) }),
      ]);
    },
  });
}

/** GET …/patients/export.csv: the list as a CSV file (the server writes it into the audit log). */
export function useExportPatients(businessId: string) {
  return useMutation({
    mutationFn: () => apiClient.blob(`${patientsPath(businessId)}/export.csv`),
  });
}
