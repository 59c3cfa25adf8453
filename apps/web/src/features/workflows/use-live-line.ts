import { useEffect } from 'react';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useQueueCache } from '../../lib/queries/queue';
import { useAuthToken } from '../../lib/use-auth-token';
import { useRealtime } from '../../lib/use-realtime';

/**
 * Keeps a station's line live: every `queue:changed` of the business is patched into the loaded
 * lists at once and they are fetched again (positions, newcomers); a reconnect refetches too.
 */
export function useLiveLine(businessId: string) {
  const { user } = useCurrentUser();
  const token = useAuthToken();
  const cache = useQueueCache();
  const { connected } = useRealtime({
    token,
    userId: user?.id,
    on: {
      'queue:changed': (payload) => {
        if (payload.businessId !== businessId) return;
        cache.patch(businessId, payload);
        void cache.refresh(businessId);
      },
    },
    onResync: () => void cache.refresh(businessId),
  });
  useEffect(() => {
    if (connected && businessId) void cache.refresh(businessId);
  }, [connected, businessId, cache.refresh]);
  return connected;
}
