import { ROUTES } from '@qtify/shared/app-routes/route-table';
import { routeHandleFor } from '../components/use-route-handle';
import { authStore } from '../lib/auth-store';
import { PAGE_LOADERS } from './page-loaders';

/**
 * Starts loading the chunk (and catalogues) of the page at `pathname` beside the first catalogues,
 * instead of after the first render: one round trip less before a phone shows the page. The router
 * asks for the same modules later and gets them from the browser's module map. A protected page is
 * fetched only with a token: without one the visitor goes to the login.
 */
export function preloadPage(pathname: string): void {
  const routeId = routeHandleFor(pathname)?.routeId;
  const spec = ROUTES.find((route) => route.id === routeId);
  if (!spec || (spec.guard === 'protected' && !authStore.getToken())) return;
  // A failure shows when the router loads the page itself (its error page, its one reload).
  PAGE_LOADERS[spec.page]().catch(() => undefined);
}
