import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessPath } from './businesses';
import { queueKeys } from './queue';

// Issue 21's staff actions on the line: urgent, reorder, broadcast (API.md "Release 2 additions").

const entryPath = (businessId: string, entryId: string) =>
  `${businessPath(businessId)}/queue/${encodeURIComponent(entryId)}`;

/** PATCH …/queue/:entryId/urgent { urgent }: to the front, or back to its order. */
export function useSetUrgent(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, urgent }: { entry: StaffEntry; urgent: boolean }) =>
      (await apiClient.patch<{ entry: StaffEntry }>(`${entryPath(businessId, entry.id)}/urgent`, { urgent }))
        .entry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.all(businessId) }),
  });
}

export interface MoveChange {
  entry: StaffEntry;
  /** Behind this entry; null: to the front. */
  afterEntryId: string | null;
  /** The list as it shows after the drop (the optimistic order). */
  order: StaffEntry[];
}

/**
 * POST …/queue/:entryId/move { afterEntryId }, optimistic: the waiting list shows the dropped order
 * at once; a refusal puts it back. Either way the lists are fetched again (positions).
 */
export function useMoveEntry(businessId: string) {
  const queryClient = useQueryClient();
  const key = queueKeys.all(businessId);
  return useMutation({
    mutationFn: async ({ entry, afterEntryId }: MoveChange) =>
      (
        await apiClient.post<{ entry: StaffEntry }>(`${entryPath(businessId, entry.id)}/move`, {
          afterEntryId,
        })
      ).entry,
    onMutate: async ({ order }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData({ queryKey: key });
      return { before, order };
    },
    onError: (_error, _change, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** POST …/queue/broadcast { message } → how many waiting patients it reached. */
export function useBroadcast(businessId: string) {
  return useMutation({
    mutationFn: async (body: { message: string }) =>
      (await apiClient.post<{ reached: number }>(`${businessPath(businessId)}/queue/broadcast`, body))
        .reached,
  });
}
