import { nextSetupStep, type SetupStep } from '@qtify/shared/domain/setup-progress';
import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { businessPath } from './business-query';
import { appointmentTypesKey, useDoctors } from './doctors-query';

/**
 * How far the active business's first setup is (setup-progress.ts), from its doctors and appointment
 * types (the same cache entries as their screens). `undefined` while loading or when it failed:
 * nothing is claimed unfinished on a guess.
 */
export function useSetupStep(businessId: string | undefined): SetupStep | undefined {
  const doctors = useDoctors(businessId);
  const types = useQuery({
    queryKey: appointmentTypesKey(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ appointmentTypes: AppointmentType[] }>(
          `${businessPath(businessId ?? '')}/appointment-types`,
          { signal },
        )
      ).appointmentTypes,
    enabled: Boolean(businessId),
  });
  if (!businessId) return 'business';
  if (!doctors.data || !types.data) return undefined;
  return nextSetupStep({ hasBusiness: true, doctors: doctors.data, appointmentTypeCount: types.data.length });
}
