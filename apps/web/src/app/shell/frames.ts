import type { FrameKind } from '@qtify/shared/app-routes/route-table';
import { lazy } from 'react';

// Each visitors' frame is a chunk of its own: a patient's phone never downloads the site's top bar
// and footer, a visitor of the site never the business frame. The router fetches a page's frame
// together with the page (preloadFrame), so neither waits for the other.
const loadSiteFrame = () => import('./public-shell');
const loadBusinessFrame = () => import('./business-frame');

export const PublicShell = lazy(() => loadSiteFrame().then((module) => ({ default: module.PublicShell })));
export const BusinessFrame = lazy(() =>
  loadBusinessFrame().then((module) => ({ default: module.BusinessFrame })),
);

/**
 * Starts fetching a frame's code; settles when it is in. A failure shows when the frame renders
 * (its error boundary).
 */
export function preloadFrame(kind: FrameKind): Promise<unknown> {
  return (kind === 'business' ? loadBusinessFrame() : loadSiteFrame()).catch(() => undefined);
}
