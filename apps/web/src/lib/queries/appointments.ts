import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { SeriesInstance } from '@qtify/shared/schemas/series-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';
import { patientKeys } from './patients';

/** A business's appointments (API.md "Appointments and patients"). Times go out as UTC instants. */
export type { Appointment };

export interface AppointmentRange {
  from: Date;
  to: Date;
  doctorId: string | null;
}

export const appointmentKeys = {
  all: (businessId: string) => [...businessKeys.detail(businessId), 'appointments'] as const,
  range: (businessId: string, { from, to, doctorId }: AppointmentRange) =>
    [...appointmentKeys.all(businessId), from.toISOString(), to.toISOString(), doctorId ?? ''] as const,
};

const appointmentsPath = (businessId: string) => `${businessPath(businessId)}/appointments`;
const appointmentPath = (businessId: string, appointmentId: string) =>
  `${appointmentsPath(businessId)}/${encodeURIComponent(appointmentId)}`;

/**
 * The appointments between two instants, of one doctor or of all, for a calendar that asks per
 * visible range (FullCalendar's event source): always fetched fresh, through the cache.
 */
export function useFetchAppointments(businessId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (range: AppointmentRange) =>
      queryClient.fetchQuery({
        queryKey: appointmentKeys.range(businessId, range),
        queryFn: async ({ signal }) => {
          const query = new URLSearchParams({ from: range.from.toISOString(), to: range.to.toISOString() });
          if (range.doctorId) query.set('doctorId', range.doctorId);
          return (
            await apiClient.get<{ appointments: Appointment[] }>(`${appointmentsPath(businessId)}?${query}`, {
              signal,
            })
          ).appointments;
        },
        staleTime: 0,
      }),
    [queryClient, businessId],
  );
}

/**
 * The appointments between two instants as a query of its own (the start page's day), under the same
 * keys as the calendar's ranges: every write and every live refresh of the business reaches it.
 */
export function useAppointmentsInRange(businessId: string, range: AppointmentRange | null) {
  return useQuery({
    queryKey: range ? appointmentKeys.range(businessId, range) : appointmentKeys.all(businessId),
    queryFn: async ({ signal }) => {
      if (!range) return [];
      const query = new URLSearchParams({ from: range.from.toISOString(), to: range.to.toISOString() });
      if (range.doctorId) query.set('doctorId', range.doctorId);
      return (
        await apiClient.get<{ appointments: Appointment[] }>(`${appointmentsPath(businessId)}?${query}`, {
          signal,
        })
      ).appointments;
    },
    enabled: Boolean(businessId && range),
  });
}

export interface NewAppointment {
  typeId: string;
  doctorId: string;
  start: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** A patient the practice already has: the server takes them, not the names. */
  patientId?: string;
  email?: string;
  note?: string;
  /** Persons of a restaurant's reservation. */
  partySize?: number;
  /** Book even in an absence, outside working hours or in the past (after the 409 warning). */
  override?: boolean;
}

/** After a write: the ranges and the patient's history are stale. */
function useRefreshAfterWrite(businessId: string) {
  const queryClient = useQueryClient();
  return (patientId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: appointmentKeys.all(businessId) }),
      patientId
        ? queryClient.invalidateQueries({ queryKey: patientKeys.detail(businessId, patientId) })
        : undefined,
    ]);
}

export function useCreateAppointment(businessId: string) {
  const refresh = useRefreshAfterWrite(businessId);
  return useMutation({
    mutationFn: async (fields: NewAppointment) =>
      (await apiClient.post<{ appointment: Appointment }>(appointmentsPath(businessId), fields)).appointment,
    onSuccess: (appointment) => refresh(appointment.patient.id),
  });
}

/**
 * Moves an appointment; 409 SLOT_TAKEN when the new time collides with another one, 409
 * OUTSIDE_AVAILABILITY in an absence, outside working hours or in the past unless `override`.
 */
export function useMoveAppointment(businessId: string) {
  const refresh = useRefreshAfterWrite(businessId);
  return useMutation({
    mutationFn: async ({
      appointmentId,
      start,
      override,
    }: {
      appointmentId: string;
      start: string;
      override?: boolean;
    }) =>
      (
        await apiClient.patch<{ appointment: Appointment }>(appointmentPath(businessId, appointmentId), {
          start,
          ...(override ? { override: true } : {}),
        })
      ).appointment,
    onSuccess: (appointment) => refresh(appointment.patient.id),
  });
}

export function useCancelAppointment(businessId: string) {
  const refresh = useRefreshAfterWrite(businessId);
  return useMutation({
    mutationFn: (appointment: Appointment) => apiClient.delete(appointmentPath(businessId, appointment.id)),
    onSuccess: (_, appointment) => refresh(appointment.patient.id),
  });
}

/** Takes the phone and e-mail a booking gave into the patient's record; answers the appointment. */
export function useAcceptBookingContact(businessId: string) {
  const refresh = useRefreshAfterWrite(businessId);
  return useMutation({
    mutationFn: async (appointment: Appointment) =>
      (
        await apiClient.post<{ appointment: Appointment }>(
          `${appointmentPath(businessId, appointment.id)}/accept-contact`,
        )
      ).appointment,
    onSuccess: (appointment) => refresh(appointment.patient.id),
  });
}

/** Confirms or declines a booking request (the patient is mailed either way); answers the appointment. */
export function useAnswerBookingRequest(businessId: string) {
  const refresh = useRefreshAfterWrite(businessId);
  return useMutation({
    mutationFn: async ({
      appointment,
      answer,
    }: {
      appointment: Appointment;
      answer: 'confirm' | 'decline';
    }) =>
      (
        await apiClient.post<{ appointment: Appointment }>(
          `${appointmentPath(businessId, appointment.id)}/${answer}`,
        )
      ).appointment,
    onSuccess: (appointment) => refresh(appointment.patient.id),
  });
}

/**
 * Cancels every online booking made in [createdFrom, createdTo) that has not begun; with `dryRun`
 * only counts them. Answers how many.
 */
export function useBulkCancelAppointments(businessId: string) {
  const refresh = useRefreshAfterWrite(businessId);
  return useMutation({
    mutationFn: async (window: { createdFrom: string; createdTo: string; dryRun?: boolean }) =>
      (await apiClient.post<{ cancelled: number }>(`${appointmentsPath(businessId)}/bulk-cancel`, window))
        .cancelled,
    onSuccess: (_, { dryRun }) => (dryRun ? undefined : refresh()),
  });
}

/** A weekly series: the appointment plus how many and how often (API: …/appointments/series). */
export interface NewSeries extends NewAppointment {
  count: number;
  intervalWeeks: number;
}

/** Each instance of a weekly series with its conflict; nothing is saved. */
export function usePreviewSeries(businessId: string) {
  return useMutation({
    mutationFn: async (fields: NewSeries) =>
      (
        await apiClient.post<{ instances: SeriesInstance[] }>(
          `${appointmentsPath(businessId)}/series/preview`,
          fields,
        )
      ).instances,
  });
}

/** Books the chosen instances (all or nothing: 409 SERIES_CONFLICT when one became taken). */
export function useCreateSeries(businessId: string) {
  const refresh = useRefreshAfterWrite(businessId);
  return useMutation({
    mutationFn: async (fields: NewSeries & { skip: number[] }) =>
      (
        await apiClient.post<{ appointments: Appointment[] }>(
          `${appointmentsPath(businessId)}/series`,
          fields,
        )
      ).appointments,
    onSuccess: (appointments) => refresh(appointments[0]?.patient.id),
  });
}
