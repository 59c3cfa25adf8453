import type {
  DeclineErasureBody,
  ErasureRequest,
  PatientData,
  PatientErasureRequest,
} from '@qtify/shared/schemas/patient-data-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessPath } from './businesses';
import { patientKeys } from './patients';

/** A patient's data rights (GDPR Art. 15, 17, 20): their own data, erasure requests. Shared types only. */
export type { ErasureRequest, PatientData, PatientErasureRequest };

export const patientDataKeys = {
  myData: (manageToken: string) => ['my-data', manageToken] as const,
  account: ['my-data', 'account'] as const,
  erasureRequests: (businessId: string) => [...patientKeys.all(businessId), 'erasure-requests'] as const,
};

const manageBookingPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

/**
 * The addresses of a booking's data export: the JSON file (a download) and the readable page in the
 * patient's language. Plain links: the manage token is the key, no bearer token is needed.
 */
export function myDataLinks(manageToken: string, language: string) {
  const path = `${manageBookingPath(manageToken)}/my-data`;
  return { json: path, html: `${path}?${new URLSearchParams({ format: 'html', lang: language })}` };
}

/** GET …/my-data: what the business holds, here read for the state of an erasure request. */
export function useMyData(manageToken: string) {
  return useQuery({
    queryKey: patientDataKeys.myData(manageToken),
    queryFn: ({ signal }) =>
      apiClient.get<PatientData>(`${manageBookingPath(manageToken)}/my-data`, { signal }),
    enabled: manageToken !== '',
    staleTime: 60_000,
  });
}

/** POST …/erasure-request: the patient asks for erasure (again: the same request answers). */
export function useRequestErasure(manageToken: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.post<{ request: PatientErasureRequest }>(
          `${manageBookingPath(manageToken)}/erasure-request`,
        )
      ).request,
    onSuccess: (request) =>
      queryClient.setQueryData<PatientData>(patientDataKeys.myData(manageToken), (data) =>
        data ? { ...data, erasureRequest: request } : data,
      ),
  });
}

/** GET /api/me/patient-data: each business's record linked to the signed-in patient account. */
export function useAccountPatientData(enabled: boolean) {
  return useQuery({
    queryKey: patientDataKeys.account,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ records: PatientData[] }>('/api/me/patient-data', { signal })).records,
    enabled,
  });
}

const requestsPath = (businessId: string) => `${businessPath(businessId)}/erasure-requests`;

/** GET …/erasure-requests: the open requests staff confirm or decline. */
export function useErasureRequests(businessId: string, enabled = true) {
  return useQuery({
    queryKey: patientDataKeys.erasureRequests(businessId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ requests: ErasureRequest[] }>(requestsPath(businessId), { signal })).requests,
    enabled: Boolean(businessId) && enabled,
  });
}

/** Confirms (= erases the patient now) or declines with the reason the patient will read. */
export function useAnswerErasureRequest(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, decline }: { requestId: string; decline?: DeclineErasureBody }) =>
      apiClient.post<{ request: ErasureRequest }>(
        `${requestsPath(businessId)}/${encodeURIComponent(requestId)}/${decline ? 'decline' : 'confirm'}`,
        decline,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.all(businessId) }),
  });
}
