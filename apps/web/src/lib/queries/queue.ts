import type { QueueOutcome, QueueStatus } from '@qtify/shared/domain/queue-status';
import type { QueueChanged } from '@qtify/shared/realtime/socket-events';
import type { SelfRegistration } from '@qtify/shared/schemas/business-schemas';
import {
  type AddPatientBody,
  QUEUE_PAGE_MAX,
  type StaffEntriesPage,
  type StaffEntry,
} from '@qtify/shared/schemas/queue-schemas';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../api-client';
import { type Business, businessKeys, businessPath } from './businesses';

/** The staff queue (API.md "Waiting room"). Types and the page limit come from the shared schemas. */
export type { StaffEntry };

export type QueueView = 'waiting' | 'today' | 'past';

export interface QueueFilter {
  view: QueueView;
  q: string;
  status: QueueStatus | null;
}

/** Every queue list of a business lives under `queueKeys.all`: one invalidation refreshes all tabs. */
export const queueKeys = {
  all: (businessId: string) => [...businessKeys.detail(businessId), 'queue'] as const,
  list: (businessId: string, filter: QueueFilter) =>
    [...queueKeys.all(businessId), filter.view, filter.q.trim(), filter.status ?? ''] as const,
  /** Today's checked-in appointment ids: beside the lists (not a page of entries), refreshed with them. */
  checkedIn: (businessId: string) => [...businessKeys.detail(businessId), 'queue-checked-in'] as const,
};

const queuePath = (businessId: string) => `${businessPath(businessId)}/queue`;
const entryPath = (businessId: string, entryId: string) =>
  `${queuePath(businessId)}/${encodeURIComponent(entryId)}`;

/** Entries per page: the first screenful and a bit, so 1,000 waiting never render at once. */
export const QUEUE_PAGE_SIZE = 50;

export function queueSearch({ view, q, status }: QueueFilter, cursor?: string): string {
  const params = new URLSearchParams({ view, limit: String(QUEUE_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

type QueuePage = Omit<StaffEntriesPage, 'success'>;
type QueueData = InfiniteData<QueuePage>;

/**
 * GET …/queue?view=&q=&status=&limit=&cursor= — page by page (the next one when the list's end
 * scrolls into view), with the true total of the view; kept on screen while the next filter loads.
 */
export function useQueue(businessId: string, filter: QueueFilter) {
  const query = useInfiniteQuery({
    queryKey: queueKeys.list(businessId, filter),
    queryFn: ({ signal, pageParam }) =>
      apiClient.get<QueuePage>(`${queuePath(businessId)}?${queueSearch(filter, pageParam)}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(businessId),
    placeholderData: keepPreviousData,
    // Live through the socket; a poll every minute keeps "new" badges and a lost socket honest.
    refetchInterval: 60_000,
  });
  const pages = query.data?.pages;
  return {
    ...query,
    entries: pages?.flatMap((page) => page.entries),
    total: pages?.[0]?.total,
  };
}

/** Every loaded list of the business with `change` applied to its entries. */
function mapEntries(data: QueueData | undefined, change: (entries: StaffEntry[]) => StaffEntry[]) {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, entries: change(page.entries) })) };
}

/**
 * The live side of the lists: `patch` puts a staff message (`queue:changed`) into every loaded list
 * of the business (the changed entry replaced where it is shown, removed entries taken out; new
 * entries, totals and positions come with the refetch that follows a burst); `refresh` fetches them
 * again.
 */
export function useQueueCache() {
  const queryClient = useQueryClient();
  const patch = useCallback(
    (businessId: string, message: QueueChanged) => {
      const removed = new Set(message.change.removedIds ?? []);
      const changed = message.change.entry;
      queryClient.setQueriesData<QueueData>({ queryKey: queueKeys.all(businessId) }, (data) => {
        if (!data || (data.pages[0]?.version ?? 0) >= message.version) return data;
        return mapEntries(data, (entries) =>
          entries
            .filter((entry) => !removed.has(entry.id))
            .map((entry) => (changed && entry.id === changed.id ? changed : entry)),
        );
      });
    },
    [queryClient],
  );
  const refresh = useCallback(
    (businessId: string) => invalidateQueue(queryClient, businessId),
    [queryClient],
  );
  return { patch, refresh };
}

export interface StatusChange {
  entry: StaffEntry;
  status: QueueStatus;
  outcome?: QueueOutcome;
}

/**
 * PATCH …/queue/:entryId { status, outcome? }, optimistic: the entry shows its new status at once;
 * a refusal (422 INVALID_TRANSITION: someone was faster) puts the lists back as they were. Either
 * way the lists are fetched again (positions, totals, the other tabs).
 */
export function useChangeStatus(businessId: string) {
  const queryClient = useQueryClient();
  const key = queueKeys.all(businessId);
  return useMutation({
    mutationFn: async ({ entry, status, outcome }: StatusChange) =>
      (
        await apiClient.patch<{ entry: StaffEntry }>(entryPath(businessId, entry.id), {
          status,
          ...(outcome ? { outcome } : {}),
        })
      ).entry,
    onMutate: async ({ entry, status, outcome }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<QueueData>({ queryKey: key });
      queryClient.setQueriesData<QueueData>({ queryKey: key }, (data) =>
        mapEntries(data, (entries) =>
          entries.map((item) =>
            item.id === entry.id ? { ...item, status, outcome: outcome ?? null } : item,
          ),
        ),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST …/queue: a patient at the desk (checked in, at the end of the queue) → 201. */
export function useAddPatient(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: AddPatientBody) =>
      (await apiClient.post<{ entry: StaffEntry }>(queuePath(businessId), fields)).entry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all(businessId) }),
  });
}

/** POST …/queue/:entryId/notify { message? }: sets messageSent and reaches the patient. */
export function useNotifyEntry(businessId: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { message?: string }) =>
      (await apiClient.post<{ entry: StaffEntry }>(`${entryPath(businessId, entryId)}/notify`, body)).entry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKeys.all(businessId) }),
  });
}

/** PATCH …/businesses/:id { selfRegistration }: staff pause or reopen registration by QR code. */
export function useSetSelfRegistration(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (selfRegistration: SelfRegistration) =>
      (await apiClient.patch<{ business: Business }>(businessPath(businessId), { selfRegistration }))
        .business,
    onSuccess: (business) => queryClient.setQueryData(businessKeys.detail(businessId), business),
  });
}

export interface RemovalWindow {
  createdFrom: string;
  createdTo: string;
}

/** POST …/queue/bulk-remove: with `dryRun` only how many would go (for the confirmation). */
export function useBulkRemove(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ dryRun, ...window }: RemovalWindow & { dryRun: boolean }) =>
      (
        await apiClient.post<{ removed: number }>(`${queuePath(businessId)}/bulk-remove`, {
          ...window,
          ...(dryRun ? { dryRun: true } : {}),
        })
      ).removed,
    onSuccess: (_removed, { dryRun }) =>
      dryRun ? undefined : queryClient.invalidateQueries({ queryKey: queueKeys.all(businessId) }),
  });
}

/**
 * The appointments of today that are in the waiting room already (checked in by staff or by the
 * patient): their ids, from today's entries (one page of the most the API gives; a practice has
 * far fewer appointments a day). Every refresh of the lists (a queue change) refreshes it too.
 */
export function useCheckedInAppointments(businessId: string) {
  return useQuery({
    queryKey: queueKeys.checkedIn(businessId),
    queryFn: async ({ signal }) => {
      const page = await apiClient.get<QueuePage>(
        `${queuePath(businessId)}?view=today&limit=${QUEUE_PAGE_MAX}`,
        {
          signal,
        },
      );
      return new Set(page.entries.flatMap((entry) => (entry.appointmentId ? [entry.appointmentId] : [])));
    },
    enabled: Boolean(businessId),
  });
}

/**
 * POST …/appointments/:appointmentId/check-in: the appointment's patient joins the waiting room
 * (201; 200 when they were in already, the same entry). The lists are fetched again, the today list
 * of appointments to check in with them.
 */
export function useCheckInAppointment(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (appointmentId: string) =>
      (
        await apiClient.post<{ entry: StaffEntry }>(
          `${businessPath(businessId)}/appointments/${encodeURIComponent(appointmentId)}/check-in`,
        )
      ).entry,
    onSuccess: () => invalidateQueue(queryClient, businessId),
  });
}

/**
 * POST …/appointments/:appointmentId/no-show: an ended appointment nobody checked in for counts as a
 * no-show on the patient's record (201; 200 when marked before). It leaves the list of today's
 * expected appointments with the lists fetched again.
 */
export function useMarkAppointmentNoShow(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (appointmentId: string) =>
      (
        await apiClient.post<{ entry: StaffEntry }>(
          `${businessPath(businessId)}/appointments/${encodeURIComponent(appointmentId)}/no-show`,
        )
      ).entry,
    onSuccess: () => invalidateQueue(queryClient, businessId),
  });
}

/** The lists and today's checked-in appointments, fetched again after a change. */
function invalidateQueue(queryClient: QueryClient, businessId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queueKeys.all(businessId) }),
    queryClient.invalidateQueries({ queryKey: queueKeys.checkedIn(businessId) }),
  ]);
}
