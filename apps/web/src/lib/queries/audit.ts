import type { AuditEntry } from '@qtify/shared/schemas/team-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/** The business's audit log, page by page, newest first (owners and managers; used by /feed). */
export type { AuditEntry };

export const auditKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'audit'] as const,
};

interface AuditPage {
  events: AuditEntry[];
  nextCursor: string | null;
}

export function useAuditLog(businessId: string | undefined, limit = 50) {
  return useInfiniteQuery({
    queryKey: auditKeys.list(businessId ?? ''),
    queryFn: async ({ signal, pageParam }) =>
      apiClient.get<AuditPage>(
        `${businessPath(businessId ?? '')}/audit?limit=${limit}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '' as string,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: Boolean(businessId),
  });
}
