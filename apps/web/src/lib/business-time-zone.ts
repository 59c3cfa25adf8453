import { useBusiness } from './queries/businesses';

/** True when the runtime knows the zone; otherwise screens fall back to the browser's zone. */
export function knowsTimeZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone staff screens show the business's times in: the business's own, so a practice's 08:30
 * reads 08:30 on every device; the browser's while it loads or when the runtime lacks the zone.
 */
export function useBusinessTimeZone(businessId: string): string {
  const zone = useBusiness(businessId).data?.timeZone;
  return knowsTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
