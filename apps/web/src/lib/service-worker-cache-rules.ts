/**
 * What the service worker (src/sw.ts) never answers from a cache or stores: the API and the
 * socket. API answers carry patients' data (bookings, places, names) and the server marks them
 * `Cache-Control: no-store`; a copy kept on a shared or lost phone would outlive the session, and
 * an old copy of a live answer would pass for the truth (issue 16). The patient room keeps its
 * last known position itself, marked as not live (features/patient-room).
 */
export const NEVER_CACHED: readonly RegExp[] = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/];

/** The caches older versions of the worker kept API answers in; deleted when a new one activates. */
export const RETIRED_CACHES = ['qtify-api'];

/** Whether a URL is one of them (the worker registers no route for these, so nothing is kept). */
export function neverCached(url: Pick<URL, 'pathname'>): boolean {
  return NEVER_CACHED.some((path) => path.test(url.pathname));
}
