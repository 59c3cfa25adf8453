import { QUEUE_PAGE_MAX, type StaffEntriesPage, type StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessPath } from './businesses';
import { queueKeys } from './queue';

/**
 * A station's line and its actions (API.md "Release 2 additions", waiting room): the open entries
 * at one stage, and call / advance / put back. The line lives under `queueKeys.all`, so the staff
 * socket's `queue:changed` patches and refreshes it with every other list of the business.
 */
type QueuePage = Omit<StaffEntriesPage, 'success'>;

export const stationKeys = {
  stage: (businessId: string, stageId: string) => [...queueKeys.all(businessId), 'stage', stageId] as const,
};

const entryPath = (businessId: string, entryId: string) =>
  `${businessPath(businessId)}/queue/${encodeURIComponent(entryId)}`;

/** Everyone at the stage who is not done yet (waiting, called, being served), in queue order. */
export function useStageQueue(businessId: string, stageId: string | undefined) {
  const query = useInfiniteQuery({
    queryKey: stationKeys.stage(businessId, stageId ?? ''),
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({
        view: 'waiting',
        stageId: stageId ?? '',
        limit: String(QUEUE_PAGE_MAX),
      });
      if (pageParam) params.set('cursor', pageParam);
      return apiClient.get<QueuePage>(`${businessPath(businessId)}/queue?${params}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(businessId && stageId),
    refetchInterval: 60_000,
  });
  return { ...query, entries: query.data?.pages.flatMap((page) => page.entries) };
}

function useStationAction<Vars>(businessId: string, request: (vars: Vars) => Promise<{ entry: StaffEntry }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: Vars) => (await request(vars)).entry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKeys.all(businessId) }),
  });
}

/** POST …/call { stationId? }: the patient is told which room. */
export function useCallEntry(businessId: string) {
  return useStationAction(businessId, ({ entryId, stationId }: { entryId: string; stationId?: string }) =>
    apiClient.post(`${entryPath(businessId, entryId)}/call`, stationId ? { stationId } : {}),
  );
}

/** POST …/advance { stageId?, stationId? }: on to the next (or named) stage; after the last, done. */
export function useAdvanceEntry(businessId: string) {
  return useStationAction(
    businessId,
    ({ entryId, stageId, stationId }: { entryId: string; stageId?: string; stationId?: string }) =>
      apiClient.post(`${entryPath(businessId, entryId)}/advance`, {
        ...(stageId ? { stageId } : {}),
        ...(stationId ? { stationId } : {}),
      }),
  );
}

/** POST …/put-back: waiting again at the same stage, in the old place. */
export function usePutBackEntry(businessId: string) {
  return useStationAction(businessId, ({ entryId }: { entryId: string }) =>
    apiClient.post(`${entryPath(businessId, entryId)}/put-back`, {}),
  );
}
