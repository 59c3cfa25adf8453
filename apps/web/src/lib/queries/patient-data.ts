import type {
  DeclineErasureBody,
  ErasureRequest,
  PatientErasureRequest,
} from '@qtify/shared/schemas/patient-data-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessPath } from './businesses';
import { patientKeys } from './patients';

/** A patient's data rights (GDPR Art. 15, 17, 20): their own data, erasure requests. Shared types only. */
export type { ErasureRequest, PatientErasureRequest };

export const patientDataKeys = {
  erasureRequest: (manageToken: string) => ['my-data', manageToken, 'erasure-request'] as const,
  erasureRequests: (businessId: string) => [...patientKeys.all(businessId), 'erasure-requests'] as const,
};

const manageBookingPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

/**
 * The addresses of a booking's data export: the JSON file (a download) and the readable page in the
 * patient's language. Plain links: the manage token is the key, no bearer token is needed.
 */
export function myDataLinks(manageToken: string, language: string) {
  const path = `${manageBookingPath(manageToken)}/my-data`;
  return { json: path, html: `${path}.html?${new URLSearchParams({ lang: language })}` };
}

/** GET …/erasure-request: the patient's latest erasure request, null when they never asked. */
export function useMyErasureRequest(manageToken: string) {
  return useQuery({
    queryKey: patientDataKeys.erasureRequest(manageToken),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ request: PatientErasureRequest | null }>(
          `${manageBookingPath(manageToken)}/erasure-request`,
          { signal },
        )
      ).request,
    enabled: manageToken !== '',
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
    onSuccess: (request) => queryClient.setQueryData(patientDataKeys.erasureRequest(manageToken), request),
  });
}

/**
 * GET /api/me/patient-data as a file: what every business holds about the signed-in patient (each
 * record linked to the account). A fetch, not a link: it needs the bearer token.
 */
export function useDownloadAccountData() {
  return useMutation({ mutationFn: () => apiClient.blob('/api/me/patient-data') });
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
