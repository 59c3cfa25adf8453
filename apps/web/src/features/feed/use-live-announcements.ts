import { useQueryClient } from '@tanstack/react-query';
import { announcementKeys } from '../../lib/queries/announcements';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useAuthToken } from '../../lib/use-auth-token';
import { useRealtime } from '../../lib/use-realtime';

/**
 * Keeps the staff's list of announcements current: a colleague's post, change or removal
 * (`announcements:changed`), every reconnect and the return to the tab fetch it again.
 */
export function useLiveAnnouncements(businessId: string): { connected: boolean } {
  const token = useAuthToken();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: announcementKeys.list(businessId) });
  return useRealtime({
    token,
    userId: user?.id,
    on: {
      'announcements:changed': (payload) => {
        if (payload.businessId === businessId) refetch();
      },
    },
    onResync: refetch,
  });
}
