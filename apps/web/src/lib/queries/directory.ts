import type { Industry } from '@qtify/shared/domain/industry';
import type { DirectoryBusiness } from '@qtify/shared/schemas/directory-schemas';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export type { DirectoryBusiness };

/** What the directory's search form asks: empty texts ask for everything. */
export interface DirectorySearch {
  q: string;
  town: string;
  industry: Industry | '';
}

export const directoryKeys = {
  all: ['directory'] as const,
  search: (search: DirectorySearch) => [...directoryKeys.all, search] as const,
};

/** The businesses that chose to be listed, by name, page by page ("show more"). */
export function useDirectory(search: DirectorySearch) {
  return useInfiniteQuery({
    queryKey: directoryKeys.search(search),
    initialPageParam: '',
    queryFn: async ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (search.q.trim()) query.set('q', search.q.trim());
      if (search.town.trim()) query.set('town', search.town.trim());
      if (search.industry) query.set('industry', search.industry);
      if (pageParam) query.set('cursor', pageParam);
      return apiClient.get<{ businesses: DirectoryBusiness[]; nextCursor: string | null }>(
        `/api/public/directory?${query}`,
        { signal },
      );
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
