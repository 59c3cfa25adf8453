import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { appointmentKeys } from './appointments';
import { businessPath } from './businesses';
import { doctorKeys } from './doctors';

/**
 * The booked appointments an absence covers (issue 18): after recording an absence, staff cancel
 * them (their patients are mailed) or keep them.
 */
export const absenceAppointmentKeys = {
  list: (businessId: string, doctorId: string, absenceId: string) =>
    [...doctorKeys.list(businessId), doctorId, 'absences', absenceId, 'appointments'] as const,
};

const absencePath = (businessId: string, doctorId: string, absenceId: string) =>
  `${businessPath(businessId)}/doctors/${encodeURIComponent(doctorId)}/absences/${encodeURIComponent(absenceId)}`;

export function useAbsenceAppointments(businessId: string, doctorId: string, absenceId: string | null) {
  return useQuery({
    queryKey: absenceAppointmentKeys.list(businessId, doctorId, absenceId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ appointments: Appointment[] }>(
          `${absencePath(businessId, doctorId, absenceId ?? '')}/appointments`,
          { signal },
        )
      ).appointments,
    enabled: Boolean(absenceId),
    staleTime: 0,
  });
}

/** Cancels them all; answers how many. The calendar's ranges are stale then. */
export function useCancelAbsenceAppointments(businessId: string, doctorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (absenceId: string) =>
      (
        await apiClient.post<{ cancelled: number }>(
          `${absencePath(businessId, doctorId, absenceId)}/cancel-appointments`,
        )
      ).cancelled,
    onSuccess: (_, absenceId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all(businessId) }),
        queryClient.invalidateQueries({
          queryKey: absenceAppointmentKeys.list(businessId, doctorId, absenceId),
        }),
      ]),
  });
}
