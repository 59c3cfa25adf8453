import { ROUTES } from '@qtify/shared/app-routes/route-table';
import type { QueryClient } from '@tanstack/react-query';
import { routeHandleFor } from '../components/use-route-handle';
import { authStore } from '../lib/auth-store';
import { seedInlinePlace } from '../lib/inline-place';
import { showPlace } from '../lib/place-brand';
import { loadPage, PLACE_PRELOADS } from './page-loaders';
import { preloadFrame } from './shell/frames';

/**
 * Starts loading the chunk (and catalogues) of the page at `url` and its frame beside the first
 * catalogues, instead of after the first render: one round trip less before a phone shows the
 * page. The router asks for the same modules later and gets them from the browser's module map. A
 * protected page is fetched only with a token: without one the visitor goes to the login.
 *
 * A business's public page also fetches its data and shows its brand (PLACE_PRELOADS,
 * lib/place-brand.ts). The promise settles when the page's chunk and frame (and the business's
 * data and brand) are in, so the first render can wait for them and show the page at once,
 * without a loader drawn first. It never rejects.
 */
/** A business's public page: its place (and so its industry's catalogue) loads before the first render. */
export function isPlacePage(url: URL): boolean {
  const routeId = routeHandleFor(url.pathname)?.routeId;
  const spec = ROUTES.find((route) => route.id === routeId);
  return Boolean(spec && PLACE_PRELOADS[spec.page]);
}

export function preloadPage(url: URL, queryClient: QueryClient): Promise<void> {
  const routeId = routeHandleFor(url.pathname)?.routeId;
  const spec = ROUTES.find((route) => route.id === routeId);
  if (!spec || (spec.guard === 'protected' && !authStore.getToken())) return Promise.resolve();
  // A failure shows when the router loads the page itself (its error page, its one reload).
  const loadCode = () =>
    Promise.all([loadPage(spec.page), preloadFrame(spec.frame ?? 'site')]).then(
      () => undefined,
      () => undefined,
    );
  const preload = PLACE_PRELOADS[spec.page];
  // Offline (the service worker serves the app) the request would wait for the network: the
  // patient room shows its last known position at once instead.
  if (!preload || !navigator.onLine) return loadCode();
  const known = seedInlinePlace(url, queryClient);
  if (known) {
    // The server sent the business with the page: shown at once; what else the page shows (the
    // booking's types) is fetched beside its chunks, and the first render waits for it too.
    const rest = preload()
      .then((module) => module.preloadPlace(url, queryClient))
      .catch(() => undefined);
    const page = loadCode();
    return Promise.all([page, rest, showPlace(known).catch(() => undefined)]).then(() => undefined);
  }
  // The place's data first: over HTTP/1.1 its request would otherwise queue behind the page's
  // many chunks. The chunks follow as soon as it is on its way.
  return preload()
    .then((module) => {
      const place = module.preloadPlace(url, queryClient);
      const page = loadCode();
      return Promise.all([place.then((found) => (found ? showPlace(found) : undefined)), page]);
    })
    .then(() => undefined)
    .catch(loadCode);
}
