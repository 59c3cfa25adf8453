import type { QueueOutcome, QueueStatus } from '@qtify/shared/domain/queue-status';
import type { PatientDetails } from '@qtify/shared/schemas/booking-schemas';
import type { AddPatientBody, StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { businessesQueryKey, businessPath } from '../../lib/business-query';

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
  return [...businessesQueryKey, businessId, 'queue'] as const;
}

function queuePath(businessId: string): string {
  return `${businessPath(businessId)}/queue`;
}

function entryPath(businessId: string, entryId: string): string {
  return `${queuePath(businessId)}/${encodeURIComponent(entryId)}`;
}

export function queueSearch({ view, q, status }: QueueFilter): string {
  const params = new URLSearchParams({ view });
  if (q.trim()) params.set('q', q.trim());
  if (status) params.set('status', status);
  return params.toString();
}

/** GET …/queue?view=&q=&status= — kept on screen while the next filter loads (no flicker). */
export function useQueue(businessId: string, filter: QueueFilter) {
  return useQuery({
    queryKey: [...queueKey(businessId), filter.view, filter.q.trim(), filter.status ?? ''],
    queryFn: async ({ signal }) => {
      const body = await apiClient.get<{ entries: StaffEntry[] }>(
        `${queuePath(businessId)}?${queueSearch(filter)}`,
        { signal },
      );
      return body.entries;
    },
    enabled: Boolean(businessId),
    placeholderData: keepPreviousData,
    // Live through the socket; a poll every minute keeps "new" badges and a lost socket honest.
    refetchInterval: 60_000,
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

/** GET …/patients/:patientId with appointments and visits. */
export function usePatientDetails(businessId: string, patientId: string) {
  return useQuery({
    queryKey: [...businessesQueryKey, businessId, 'patients', patientId],
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
