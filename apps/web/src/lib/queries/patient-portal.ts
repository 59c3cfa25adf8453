import type {
  PatientPrescriptionRequest,
  Portal,
  PrescriptionRequestBody,
} from '@qtify/shared/schemas/prescription-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * A patient's own page of repeat prescriptions, by the personal link's token (API.md "Repeat
 * prescriptions"). Only types come from the shared schemas: zod stays out of the patient's download.
 */
export type { PatientPrescriptionRequest, Portal, PrescriptionRequestBody };

export const portalKeys = { of: (token: string) => ['patient-portal', token] as const };

const path = (token: string) => `/api/patient-portal/${encodeURIComponent(token)}`;

export function usePortal(token: string) {
  return useQuery({
    queryKey: portalKeys.of(token),
    queryFn: async ({ signal }) => (await apiClient.get<{ portal: Portal }>(path(token), { signal })).portal,
    enabled: Boolean(token),
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

export function useSendPrescriptionRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrescriptionRequestBody) =>
      (
        await apiClient.post<{ request: PatientPrescriptionRequest }>(
          `${path(token)}/prescription-requests`,
          body,
        )
      ).request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.of(token) }),
  });
}
