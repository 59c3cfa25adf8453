import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { appointmentTypesKey } from '../../lib/doctors-query';
import { businessPath } from '../../lib/queries/businesses';

export const typesPath = (businessId: string) => `${businessPath(businessId)}/appointment-types`;

export function useAppointmentTypes(businessId: string) {
  return useQuery({
    queryKey: appointmentTypesKey(businessId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ appointmentTypes: AppointmentType[] }>(typesPath(businessId), { signal }))
        .appointmentTypes,
    enabled: Boolean(businessId),
  });
}

export async function refreshAppointmentTypes(queryClient: QueryClient, businessId: string) {
  await queryClient.invalidateQueries({ queryKey: appointmentTypesKey(businessId) });
}
