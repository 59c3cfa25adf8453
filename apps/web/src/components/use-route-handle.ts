import { LEGACY_REDIRECTS } from '@qtify/shared/app-routes/legacy-redirects';
import { type FrameKind, ROUTES } from '@qtify/shared/app-routes/route-table';
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';

/** What the route table says about a page (app/router.tsx builds the routes from the same table). */
export interface RouteHandle {
  /** Route id of the route table; the page title is `routes.<id>`. */
  routeId: string;
  /** Set for the screens of later releases, which show the placeholder page. */
  placeholder?: 'screen';
  /** Shown without the signed-in frame (navigation, top bar): pages made for printing. */
  bare?: boolean;
  /** The visitors' frame (route table); `site` when not set. */
  frame?: FrameKind;
  /** The whole screen without any frame (the lobby display, the kiosk). */
  fullScreen?: boolean;
}

// The router's paths with what each is; an old address (redirected) has no handle of its own.
const HANDLES: { path: string; handle: RouteHandle | null }[] = [
  ...ROUTES.flatMap((spec) =>
    spec.paths.map((path) => ({
      path,
      handle: {
        routeId: spec.id,
        placeholder: spec.placeholder,
        bare: spec.bare,
        frame: spec.frame,
        fullScreen: spec.fullScreen,
      },
    })),
  ),
  ...LEGACY_REDIRECTS.map(({ from }) => ({ path: from, handle: null })),
  { path: '*', handle: { routeId: 'notFound' } },
];

/** The handle of the route that shows `pathname`, matched as the router matches it. */
export function routeHandleFor(pathname: string): RouteHandle | null {
  return matchRoutes(HANDLES, pathname)?.at(-1)?.route.handle ?? null;
}

/** The handle of the page on screen. */
export function useRouteHandle(): RouteHandle | null {
  const { pathname } = useLocation();
  return useMemo(() => routeHandleFor(pathname), [pathname]);
}
