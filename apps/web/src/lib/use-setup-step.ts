import { nextSetupStep, type SetupStep } from '@qtify/shared/domain/setup-progress';
import { useAppointmentTypes } from './queries/appointment-types';
import { useDoctors } from './queries/doctors';

/**
 * How far the active business's first setup is (setup-progress.ts), from its doctors and appointment
 * types (the same cache entries as their screens). `step` is undefined while loading or when it
 * failed (then `error` says why): nothing is claimed unfinished on a guess.
 */
export function useSetupStep(businessId: string | undefined): {
  step: SetupStep | undefined;
  error: unknown;
} {
  const doctors = useDoctors(businessId);
  const types = useAppointmentTypes(businessId);
  if (!businessId) return { step: 'business', error: null };
  if (!doctors.data || !types.data) return { step: undefined, error: doctors.error ?? types.error };
  const step = nextSetupStep({
    hasBusiness: true,
    doctors: doctors.data,
    appointmentTypeCount: types.data.length,
  });
  return { step, error: null };
}
