import type { PatientRecord as PatientDetails } from '@qtify/shared/schemas/patient-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/** A business's patients (API.md "Appointments and patients"). Only types from the shared schemas. */
export type { PatientDetails };

export const patientKeys = {
  all: (businessId: string) => [...businessKeys.detail(businessId), 'patients'] as const,
  detail: (businessId: string, patientId: string) => [...patientKeys.all(businessId), patientId] as const,
};

/** GET …/patients/:patientId: a patient with their appointments (past and future) and visits. */
export function usePatient(businessId: string, patientId: string) {
  return useQuery({
    queryKey: patientKeys.detail(businessId, patientId),
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
