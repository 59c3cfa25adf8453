import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../lib/queries/current-user';
import { prescriptionKeys } from '../../lib/queries/prescriptions';
import { useAuthToken } from '../../lib/use-auth-token';
import { useRealtime } from '../../lib/use-realtime';

/**
 * Keeps /medis current: a new or changed request (`prescriptions:changed`), every reconnect and the
 * return to the tab fetch the inbox again, so a request appears without reloading.
 */
export function useLivePrescriptions(businessId: string): { connected: boolean } {
  const token = useAuthToken();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: prescriptionKeys.all(businessId) });
  return useRealtime({
    token,
    userId: user?.id,
    on: {
      'prescriptions:changed': (payload) => {
        if (payload.businessId === businessId) refetch();
      },
    },
    onResync: refetch,
  });
}
