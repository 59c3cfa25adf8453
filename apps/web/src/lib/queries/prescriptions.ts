import type { PrescriptionStatus } from '@qtify/shared/domain/prescription-status';
import type {
  Medication,
  MedicationInput,
  PrescriptionPatchBody,
  PrescriptionRequest,
  PrescriptionSettings,
} from '@qtify/shared/schemas/prescription-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/**
 * Repeat prescriptions of a medical practice (API.md "Repeat prescriptions", issue 23): the /medis
 * inbox, a patient's long-term medications and personal link, the practice's rules.
 */
export type { Medication, PrescriptionRequest, PrescriptionSettings, PrescriptionStatus };

export const prescriptionKeys = {
  all: (businessId: string) => [...businessKeys.detail(businessId), 'prescriptions'] as const,
  inbox: (businessId: string, status: PrescriptionStatus | null) =>
    [...prescriptionKeys.all(businessId), 'inbox', status ?? 'all'] as const,
  medications: (businessId: string, patientId: string) =>
    [...prescriptionKeys.all(businessId), 'medications', patientId] as const,
  link: (businessId: string, patientId: string) =>
    [...prescriptionKeys.all(businessId), 'link', patientId] as const,
  settings: (businessId: string) => [...prescriptionKeys.all(businessId), 'settings'] as const,
};

const base = (businessId: string) => businessPath(businessId);
const patientPath = (businessId: string, patientId: string) =>
  `${base(businessId)}/patients/${encodeURIComponent(patientId)}`;

/** The inbox, newest first; `status` null: every status. */
export function usePrescriptionRequests(businessId: string, status: PrescriptionStatus | null) {
  return useQuery({
    queryKey: prescriptionKeys.inbox(businessId, status),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ requests: PrescriptionRequest[] }>(
          `${base(businessId)}/prescription-requests${status ? `?status=${status}` : ''}`,
          { signal },
        )
      ).requests,
    enabled: Boolean(businessId),
  });
}

/** Approve, decline (with a reason), make ready, hand out. */
export function useMovePrescription(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: PrescriptionPatchBody & { id: string }) =>
      (
        await apiClient.patch<{ request: PrescriptionRequest }>(
          `${base(businessId)}/prescription-requests/${encodeURIComponent(id)}`,
          body,
        )
      ).request,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...prescriptionKeys.all(businessId), 'inbox'] }),
  });
}

export function useMedications(businessId: string, patientId: string | null) {
  return useQuery({
    queryKey: prescriptionKeys.medications(businessId, patientId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ medications: Medication[] }>(
          `${patientPath(businessId, patientId ?? '')}/medications`,
          { signal },
        )
      ).medications,
    enabled: Boolean(businessId && patientId),
  });
}

export function useSaveMedications(businessId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (list: MedicationInput[]) =>
      (
        await apiClient.put<{ medications: Medication[] }>(
          `${patientPath(businessId, patientId)}/medications`,
          list,
        )
      ).medications,
    onSuccess: (medications) =>
      queryClient.setQueryData(prescriptionKeys.medications(businessId, patientId), medications),
  });
}

export function usePortalLinkStatus(businessId: string, patientId: string, enabled = true) {
  return useQuery({
    queryKey: prescriptionKeys.link(businessId, patientId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ portalLink: { active: boolean; createdAt: string | null } }>(
          `${patientPath(businessId, patientId)}/portal-link`,
          { signal },
        )
      ).portalLink,
    enabled: Boolean(businessId && patientId && enabled),
  });
}

/** A new personal link (the old one stops working); `sendEmail` mails it to the record's address. */
export function useCreatePortalLink(businessId: string, patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sendEmail?: boolean }) =>
      apiClient.post<{ token: string; link: string; qrSvg: string; emailed: boolean }>(
        `${patientPath(businessId, patientId)}/portal-link`,
        body,
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: prescriptionKeys.link(businessId, patientId) }),
  });
}

export function usePrescriptionSettings(businessId: string) {
  return useQuery({
    queryKey: prescriptionKeys.settings(businessId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ settings: PrescriptionSettings }>(`${base(businessId)}/prescription-settings`, {
          signal,
        })
      ).settings,
    enabled: Boolean(businessId),
  });
}

export function useSavePrescriptionSettings(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PrescriptionSettings) =>
      (
        await apiClient.put<{ settings: PrescriptionSettings }>(
          `${base(businessId)}/prescription-settings`,
          settings,
        )
      ).settings,
    onSuccess: (settings) => queryClient.setQueryData(prescriptionKeys.settings(businessId), settings),
  });
}
