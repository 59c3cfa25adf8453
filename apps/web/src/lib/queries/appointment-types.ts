import type { AppointmentType, AppointmentTypeBody } from '@qtify/shared/schemas/appointment-type-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/** The appointment types (services, reservations) of a business; they name the doctors who offer them. */
export type { AppointmentType };

export const appointmentTypeKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'appointment-types'] as const,
};

const typesPath = (businessId: string) => `${businessPath(businessId)}/appointment-types`;
const typePath = (businessId: string, typeId: string) =>
  `${typesPath(businessId)}/${encodeURIComponent(typeId)}`;

/** Where the types are managed (route table; features do not import app). */
export const MANAGE_APPOINTMENT_TYPES_PATH = '/bookingflow/manageAppointmentTypes';

export function useAppointmentTypes(businessId: string | undefined) {
  return useQuery({
    queryKey: appointmentTypeKeys.list(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ appointmentTypes: AppointmentType[] }>(typesPath(businessId ?? ''), { signal }))
        .appointmentTypes,
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });
}

/** Adds a type (`typeId` null) or changes one. */
export function useSaveAppointmentType(businessId: string, typeId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentTypeBody) =>
      typeId
        ? apiClient.patch(typePath(businessId, typeId), body)
        : apiClient.post(typesPath(businessId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.list(businessId) }),
  });
}

/**
 * The setup's first type (step 3). `moveOn` takes the setup to its end before the types are fetched
 * again: refreshed first, the setup would count as done and flash the form of a further business.
 */
export function useCreateFirstAppointmentType(businessId: string, moveOn: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AppointmentTypeBody) =>
      (await apiClient.post<{ appointmentType: AppointmentType }>(typesPath(businessId), body))
        .appointmentType,
    onSuccess: () => {
      moveOn();
      void queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.list(businessId) });
    },
  });
}

export function useDeleteAppointmentType(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (typeId: string) => apiClient.delete(typePath(businessId, typeId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentTypeKeys.list(businessId) }),
  });
}
