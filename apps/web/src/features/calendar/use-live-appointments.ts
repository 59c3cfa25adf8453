import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useAuthToken } from '../../lib/use-auth-token';
import { useRealtime } from '../../lib/use-realtime';

/** While the live connection is down, how often the calendar fetches again on its own. */
const FALLBACK_REFRESH_MS = 120_000;

/**
 * Keeps an open calendar current: `appointments:changed` of the business (a patient booked or
 * cancelled online, a colleague moved something), every reconnect and the return to the tab fetch
 * again; while the connection is down, every two minutes.
 */
export function useLiveAppointments(businessId: string, refetch: () => void): void {
  const token = useAuthToken();
  const { user } = useCurrentUser();
  const latest = useRef(refetch);
  latest.current = refetch;
  const { connected } = useRealtime({
    token,
    userId: user?.id,
    on: {
      'appointments:changed': (payload) => {
        if (payload?.businessId === businessId) latest.current();
      },
    },
    onResync: () => latest.current(),
  });

  useEffect(() => {
    if (connected) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') latest.current();
    }, FALLBACK_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [connected]);
}
