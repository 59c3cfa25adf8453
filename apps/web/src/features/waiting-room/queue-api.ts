import type { QueueOutcome, QueueStatus } from '@qtify/shared/domain/queue-status';
import type { QueueChanged } from '@qtify/shared/realtime/socket-events';
import type { PatientDetails } from '@qtify/shared/schemas/booking-schemas';
import type { SelfRegistration } from '@qtify/shared/schemas/business-schemas';
import type { AddPatientBody, StaffEntriesPage, StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { type Business, businessKeys, businessPath } from '../../lib/queries/businesses';

/** The staff queue (API.md "Waiting room") and a patient's history ("Appointments and patients"). */
export type { StaffEntry };

export type QueueView = 'waiting' | 'today' | 'past';

export interface QueueFilter {
  view: QueueView;
  q: string;
  status: QueueStatus | null;
}

/** Every queue list of a business starts with this key: one invalidation refreshes all tabs. */
export function queueKey(businessId: string) {
  return [...businessKeys.all, businessId, 'queue'] as const;
}

function queuePath(businessId: string): string {
  return `${businessPath(businessId)}/queue`;
}

function entryPath(businessId: string, entryId: string): string {
  return `${queuePath(businessId)}/${encodeURIComponent(entryId)}`;
}

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

/**
 * GET …/queue?view=&q=&status=&limit=&cursor= — page by page (the next one when the list's end
 * scrolls into view), with the true total of the view; kept on screen while the next filter loads.
 */
export function useQueue(businessId: string, filter: QueueFilter) {
  const query = useInfiniteQuery({
    queryKey: [...queueKey(businessId), filter.view, filter.q.trim(), filter.status ?? ''],
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

/**
 * A staff message (`queue:changed`) patched into every loaded list of the business: the changed
 * entry replaced where it is shown, removed entries taken out. New entries, totals and positions
 * come with the refetch that follows a burst.
 */
export function patchQueue(queryClient: QueryClient, businessId: string, message: QueueChanged): void {
  const removed = new Set(message.change.removedIds ?? []);
  const changed = message.change.entry;
  queryClient.setQueriesData<InfiniteData<QueuePage>>({ queryKey: queueKey(businessId) }, (data) => {
    if (!data || (data.pages[0]?.version ?? 0) >= message.version) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        entries: page.entries
          .filter((entry) => !removed.has(entry.id))
          .map((entry) => (changed && entry.id === changed.id ? changed : entry)),
      })),
    };
  });
}

export function refreshQueue(queryClient: QueryClient, businessId: string) {
  return queryClient.invalidateQueries({ queryKey: queueKey(businessId) });
}

/** PATCH …/queue/:entryId { status, outcome? }; 422 INVALID_TRANSITION when someone was faster. */
export async function changeStatus(
  queryClient: QueryClient,
  businessId: string,
  entryId: string,
  status: QueueStatus,
  outcome?: QueueOutcome,
) {
  const body = await apiClient.patch<{ entry: StaffEntry }>(entryPath(businessId, entryId), {
    status,
    ...(outcome ? { outcome } : {}),
  });
  await refreshQueue(queryClient, businessId);
  return body.entry;
}

/** POST …/queue: a patient at the desk (checked in, at the end of the queue) → 201. */
export async function addPatient(queryClient: QueryClient, businessId: string, fields: AddPatientBody) {
  const body = await apiClient.post<{ entry: StaffEntry }>(queuePath(businessId), fields);
  await refreshQueue(queryClient, businessId);
  return body.entry;
}

/** POST …/queue/:entryId/notify { message? }: sets messageSent and reaches the patient. */
export async function notifyEntry(
  queryClient: QueryClient,
  businessId: string,
  entryId: string,
  message: string,
) {
  const text = message.trim();
  const body = await apiClient.post<{ entry: StaffEntry }>(
    `${entryPath(businessId, entryId)}/notify`,
    text ? { message: text } : {},
  );
  await refreshQueue(queryClient, businessId);
  return body.entry;
}

/** PATCH …/businesses/:id { selfRegistration }: staff pause or reopen registration by QR code. */
export async function setSelfRegistration(
  queryClient: QueryClient,
  businessId: string,
  selfRegistration: SelfRegistration,
): Promise<Business> {
  const body = await apiClient.patch<{ business: Business }>(businessPath(businessId), { selfRegistration });
  queryClient.setQueryData(businessKeys.detail(businessId), body.business);
  return body.business;
}

/** POST …/queue/bulk-remove: with `dryRun` only how many would go (for the confirmation). */
export async function bulkRemove(
  queryClient: QueryClient,
  businessId: string,
  window: { createdFrom: string; createdTo: string },
  dryRun: boolean,
): Promise<number> {
  const body = await apiClient.post<{ removed: number }>(`${queuePath(businessId)}/bulk-remove`, {
    ...window,
    ...(dryRun ? { dryRun: true } : {}),
  });
  if (!dryRun) await refreshQueue(queryClient, businessId);
  return body.removed;
}

/** GET …/patients/:patientId with appointments and visits. */
export function usePatientDetails(businessId: string, patientId: string) {
  return useQuery({
    queryKey: [...businessKeys.all, businessId, 'patients', patientId],
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<{ patient: PatientDetails }>(
        `${businessPath(businessId)}/patients/${encodeURIComponent(patientId)}`,
        { signal },
      );
      return body.patient;
    },
    enabled: Boolean(businessId && patientId),
  });
}
