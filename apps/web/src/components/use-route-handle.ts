import type { FrameKind } from '@qtify/shared/app-routes/route-table';
import { useMatches } from 'react-router';

/** What the router knows about a page (set in app/router.tsx from the route table). */
export interface RouteHandle {
  /** Route id of the route table; the page title is `routes.<id>`. */
  routeId: string;
  /** Set for the screens of later releases, which show the placeholder page. */
  placeholder?: 'screen';
  /** Shown without the signed-in frame (navigation, top bar): pages made for printing. */
  bare?: boolean;
  /** The visitors' frame (route table); `site` when not set. */
  frame?: FrameKind;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).routeId === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return null;
}
