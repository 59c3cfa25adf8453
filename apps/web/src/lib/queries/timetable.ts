import type { WorkingTime } from '@qtify/shared/domain/working-times';
import type {
  ClockSpan,
  CopyWeekBody,
  Timetable,
  TimetableDoctor,
  TimetableMember,
} from '@qtify/shared/schemas/timetable-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';
import { doctorKeys } from './doctors';

/**
 * The team's week (`GET …/timetable?week=`): the doctors' (tables') hours and absences and the
 * members' shifts, each day from the regular week or a changed date. Only types from the shared
 * schemas: zod stays out of this module.
 */
export type { ClockSpan, Timetable, TimetableDoctor, TimetableMember };

export const timetableKeys = {
  all: (businessId: string) => [...businessKeys.detail(businessId), 'timetable'] as const,
  week: (businessId: string, week: string) => [...timetableKeys.all(businessId), week] as const,
};

const timetablePath = (businessId: string) => `${businessPath(businessId)}/timetable`;
const doctorExceptionPath = (businessId: string, doctorId: string, date: string) =>
  `${businessPath(businessId)}/doctors/${encodeURIComponent(doctorId)}/exceptions/${encodeURIComponent(date)}`;
const memberPath = (businessId: string, userId: string) =>
  `${timetablePath(businessId)}/members/${encodeURIComponent(userId)}`;

/** The week holding `week` (any of its dates); the business's current week while `week` is empty. */
export function useTimetable(businessId: string | undefined, week: string) {
  return useQuery({
    queryKey: timetableKeys.week(businessId ?? '', week),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ timetable: Timetable }>(
          `${timetablePath(businessId ?? '')}${week ? `?week=${encodeURIComponent(week)}` : ''}`,
          { signal },
        )
      ).timetable,
    enabled: Boolean(businessId),
    // Paging weeks keeps the last one on screen instead of flashing a loader.
    placeholderData: keepPreviousData,
  });
}

/** A write changed hours: every week shown again, and the doctors (page, calendar) with them. */
function useRefresh(businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: timetableKeys.all(businessId) }),
      queryClient.invalidateQueries({ queryKey: doctorKeys.list(businessId) }),
    ]);
}

/** Who a changed date is for: a doctor (table) or a member of staff. */
export type DayOwner = { kind: 'doctor'; id: string } | { kind: 'member'; id: string };

const exceptionPath = (businessId: string, owner: DayOwner, date: string) =>
  owner.kind === 'doctor'
    ? doctorExceptionPath(businessId, owner.id, date)
    : `${memberPath(businessId, owner.id)}/exceptions/${encodeURIComponent(date)}`;

/** PUT …/exceptions/:date: other hours that date, or none for a day off. */
export function useSetDayException(businessId: string, owner: DayOwner) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: ({ date, hours }: { date: string; hours: ClockSpan[] }) =>
      apiClient.put<void>(exceptionPath(businessId, owner, date), { hours }),
    onSuccess: refresh,
  });
}

/** DELETE …/exceptions/:date: the date follows the regular week again. */
export function useDeleteDayException(businessId: string, owner: DayOwner) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: (date: string) => apiClient.delete(exceptionPath(businessId, owner, date)),
    onSuccess: refresh,
  });
}

/** PUT …/timetable/members/:userId/shifts: the member's whole week. */
export function useSaveShifts(businessId: string, userId: string) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: (shifts: WorkingTime[]) =>
      apiClient.put<void>(`${memberPath(businessId, userId)}/shifts`, shifts),
    onSuccess: refresh,
  });
}

/** POST …/timetable/copy-week: the following weeks take this week's changed dates. */
export function useCopyWeek(businessId: string) {
  const refresh = useRefresh(businessId);
  return useMutation({
    mutationFn: async (body: CopyWeekBody) =>
      (await apiClient.post<{ copied: number }>(`${timetablePath(businessId)}/copy-week`, body)).copied,
    onSuccess: refresh,
  });
}
