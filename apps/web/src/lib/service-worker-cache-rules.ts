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

/**
 * The build's hashed files (`/assets/…`) the worker keeps once fetched: the precache holds only the
 * public shell (apps/web/build/public-shell-plugin.ts), so staff chunks (waiting room, calendar, …)
 * are stored the first time staff use them. A hashed name never changes its content.
 */
export function keptOnceFetched(url: Pick<URL, 'origin' | 'pathname'>, appOrigin: string): boolean {
  return url.origin === appOrigin && url.pathname.startsWith('/assets/');
}

/**
 * How much of them is kept: a build has about 140 staff files, so two builds' worth, each dropped
 * after 30 days unused; the oldest go first, and all of them when the browser's quota runs out.
 * Each new build names its files anew: without a bound, every update would add to the phone's storage.
 */
export const KEPT_ASSETS_LIMIT = {
  maxEntries: 300,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  purgeOnQuotaError: true,
};

/** Whether a URL is one of them (the worker registers no route for these, so nothing is kept). */
export function neverCached(url: Pick<URL, 'pathname'>): boolean {
  return NEVER_CACHED.some((path) => path.test(url.pathname));
}
