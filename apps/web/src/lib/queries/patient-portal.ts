import type {
  PatientPrescriptionRequest,
  Portal,
  PrescriptionRequestBody,
} from '@qtify/shared/schemas/prescription-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * A patient's own page of repeat prescriptions (API.md "Repeat prescriptions"): by the personal
 * link's token, or as the signed-in account linked to the record. Only types come from the shared
 * schemas: zod stays out of the patient's download.
 */
export type { PatientPrescriptionRequest, Portal, PrescriptionRequestBody };

/** Whose page: the link's token, or a record of the signed-in account. */
export type PortalTarget = { token: string } | { recordId: string };

export const portalKeys = {
  of: (token: string) => ['patient-portal', token] as const,
  mine: ['patient-portal', 'me'] as const,
};

const path = (token: string) => `/api/patient-portal/${encodeURIComponent(token)}`;
const requestsPath = (target: PortalTarget) =>
  'token' in target
    ? `${path(target.token)}/prescription-requests`
    : `/api/patient-portal/me/${encodeURIComponent(target.recordId)}/prescription-requests`;

export function usePortal(token: string) {
  return useQuery({
    queryKey: portalKeys.of(token),
    queryFn: async ({ signal }) => (await apiClient.get<{ portal: Portal }>(path(token), { signal })).portal,
    enabled: Boolean(token),
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

/** The signed-in account's portals, one per medical practice whose record it is linked to. */
export function useMyPortals(enabled: boolean) {
  return useQuery({
    queryKey: portalKeys.mine,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ portals: (Portal & { recordId: string })[] }>('/api/patient-portal/me', {
          signal,
        })
      ).portals,
    enabled,
  });
}

export function useSendPrescriptionRequest(target: PortalTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrescriptionRequestBody) =>
      (await apiClient.post<{ request: PatientPrescriptionRequest }>(requestsPath(target), body)).request,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: 'token' in target ? portalKeys.of(target.token) : portalKeys.mine,
      }),
  });
}
