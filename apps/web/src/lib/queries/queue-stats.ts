import type { QueueStats, WaitGroup } from '@qtify/shared/schemas/queue-stats-schemas';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/** The waiting room's wait statistics of a range of local dates (API.md "Waiting room"; owners and managers). */
export type { QueueStats, WaitGroup };

export interface StatsRange {
  from: string;
  to: string;
}

export const queueStatsKeys = {
  range: (businessId: string, range: StatsRange) =>
    [...businessKeys.detail(businessId), 'queueStats', range.from, range.to] as const,
};

const statsPath = (businessId: string, range: StatsRange, file = 'stats') =>
  `${businessPath(businessId)}/queue/${file}?from=${range.from}&to=${range.to}`;

/** GET …/queue/stats; the last range's figures stay on screen while the next one loads. */
export function useQueueStats(businessId: string, range: StatsRange | null) {
  return useQuery({
    queryKey: queueStatsKeys.range(businessId, range ?? { from: '', to: '' }),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ stats: QueueStats }>(statsPath(businessId, range as StatsRange), { signal }))
        .stats,
    enabled: Boolean(businessId && range),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET …/queue/stats.csv: the same figures as a file (the server writes it into the audit log). */
export function useExportQueueStats(businessId: string) {
  return useMutation({
    mutationFn: (range: StatsRange) => apiClient.blob(statsPath(businessId, range, 'stats.csv')),
  });
}
