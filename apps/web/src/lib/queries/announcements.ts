import type {
  Announcement,
  AnnouncementBody,
  PublicAnnouncement,
} from '@qtify/shared/schemas/announcement-schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { businessKeys, businessPath } from './businesses';

/**
 * A business's announcements (API.md "Team"): the staff's list with its writes, and what the
 * patient room of an entry shows. Only types come from the shared schemas: the patient room loads
 * this file and keeps zod out.
 */
export type { Announcement, AnnouncementBody, PublicAnnouncement };

export const announcementKeys = {
  list: (businessId: string) => [...businessKeys.detail(businessId), 'announcements'] as const,
  /** The patient room's, by the entry token of its link. */
  room: (entryToken: string) => ['room-announcements', entryToken] as const,
};

const listPath = (businessId: string) => `${businessPath(businessId)}/announcements`;
const onePath = (businessId: string, id: string) => `${listPath(businessId)}/${encodeURIComponent(id)}`;

/** Current ones first (newest first), then the latest ended ones (`current: false`). */
export function useAnnouncements(businessId: string | undefined) {
  return useQuery({
    queryKey: announcementKeys.list(businessId ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ announcements: Announcement[] }>(listPath(businessId ?? ''), { signal }))
        .announcements,
    enabled: Boolean(businessId),
  });
}

function useInvalidateList(businessId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: announcementKeys.list(businessId) });
}

export function usePostAnnouncement(businessId: string) {
  const onSuccess = useInvalidateList(businessId);
  return useMutation({
    mutationFn: async (body: AnnouncementBody) =>
      (await apiClient.post<{ announcement: Announcement }>(listPath(businessId), body)).announcement,
    onSuccess,
  });
}

/** Ends one at once: it leaves every public page and moves to the past ones. */
export function useEndAnnouncement(businessId: string) {
  const onSuccess = useInvalidateList(businessId);
  return useMutation({
    mutationFn: (id: string) => apiClient.patch(onePath(businessId, id), { endNow: true }),
    onSuccess,
  });
}

export function useDeleteAnnouncement(businessId: string) {
  const onSuccess = useInvalidateList(businessId);
  return useMutation({
    mutationFn: (id: string) => apiClient.delete(onePath(businessId, id)),
    onSuccess,
  });
}

export const roomAnnouncementsQuery = (entryToken: string) =>
  queryOptions({
    queryKey: announcementKeys.room(entryToken),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ announcements: PublicAnnouncement[] }>(
          `/api/queue/${encodeURIComponent(entryToken)}/announcements`,
          { signal },
        )
      ).announcements,
    // Kept current by the socket (`announcements:current`) and refetched on every resync.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRoomAnnouncements(entryToken: string) {
  return useQuery(roomAnnouncementsQuery(entryToken));
}

/** `announcements:current` into the room's cache: the server sent the whole list. */
export function receiveRoomAnnouncements(
  queryClient: QueryClient,
  entryToken: string,
  announcements: PublicAnnouncement[],
): void {
  queryClient.setQueryData(announcementKeys.room(entryToken), announcements);
}
