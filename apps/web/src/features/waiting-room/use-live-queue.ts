import { useEffect, useRef, useState } from 'react';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useQueueCache } from '../../lib/queries/queue';
import { useAuthToken } from '../../lib/use-auth-token';
import { useRealtime } from '../../lib/use-realtime';
import { burstRefresh } from './burst-refresh';

/**
 * The active business of the staff screen, its time zone, and the live connection. Every
 * `queue:changed` of the business (a patient joins, steps out or returns, a colleague clicks) is
 * patched into the lists at once, and the loaded pages are fetched again once per burst (totals,
 * new entries, positions); every reconnect refetches, so nobody has to reload.
 */
export function useLiveQueue() {
  const { user } = useCurrentUser();
  const token = useAuthToken();
  const cache = useQueueCache();
  const businessId = user?.company?.id ?? '';
  const business = useBusiness(businessId);
  const refresh = () => void cache.refresh(businessId);
  const latest = useRef(businessId);
  latest.current = businessId;
  const [burst] = useState(() => burstRefresh(() => void cache.refresh(latest.current)));
  useEffect(() => () => burst.cancel(), [burst]);
  const { connected } = useRealtime({
    token,
    userId: user?.id,
    on: {
      'queue:changed': (payload) => {
        if (payload.businessId !== businessId) return;
        cache.patch(businessId, payload);
        burst.request();
      },
    },
    onResync: refresh,
  });
  // The socket connects a moment after the first fetch: what happened in between is fetched once
  // more on connecting (useRealtime itself resyncs on reconnects only).
  useEffect(() => {
    if (connected && businessId) void cache.refresh(businessId);
  }, [connected, businessId, cache.refresh]);
  return { businessId, timeZone: business.data?.timeZone, business: business.data, connected };
}
