import type { Absence, Doctor } from '@qtify/shared/schemas/doctor-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { businessKeys, businessPath } from './queries/businesses';

/**
 * The doctors (tables in a restaurant) of a business as `GET /api/businesses/:id/doctors` answers
 * them (API.md "Doctors"). Shared by the doctors screen and the appointment types (who offers a
 * type). Only the types come from the shared schemas: zod stays out of this module.
 */
export type { Absence, Doctor };

export function doctorsKey(businessId: string) {
  return [...businessKeys.all, businessId, 'doctors'] as const;
}

export function doctorsPath(businessId: string): string {
  return `${businessPath(businessId)}/doctors`;
}

export function doctorPath(businessId: string, doctorId: string): string {
  return `${doctorsPath(businessId)}/${encodeURIComponent(doctorId)}`;
}

export function useDoctors(businessId: string | undefined) {
  return useQuery({
    queryKey: doctorsKey(businessId ?? ''),
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<{ success: boolean; doctors: Doctor[] }>(
        doctorsPath(businessId ?? ''),
        {
          signal,
        },
      );
      return body.doctors;
    },
    enabled: Boolean(businessId),
    staleTime: 30_000,
  });
}

/** Where the doctors are managed (route table; features do not import app). */
export const MANAGE_DOCTORS_PATH = '/bookingflow/manageDoctors';
export const MANAGE_APPOINTMENT_TYPES_PATH = '/bookingflow/manageAppointmentTypes';

/** The appointment types of a business (they name the doctors who offer them). */
export function appointmentTypesKey(businessId: string) {
  return [...businessKeys.all, businessId, 'appointment-types'] as const;
}
