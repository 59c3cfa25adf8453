import type { FrameKind } from '@qtify/shared/app-routes/route-table';
import { type ComponentType, createElement, lazy } from 'react';

// Each visitors' frame is a chunk of its own: a patient's phone never downloads the site's top bar
// and footer, a visitor of the site never the business frame. The router fetches a page's frame
// together with the page (preloadFrame), so neither waits for the other.
let readySiteFrame: ComponentType | null = null;
let readyBusinessFrame: ComponentType | null = null;
const loadSiteFrame = () =>
  import('./public-shell').then((module) => {
    readySiteFrame = module.PublicShell;
    return module.PublicShell;
  });
const loadBusinessFrame = () =>
  import('./business-frame').then((module) => {
    readyBusinessFrame = module.BusinessFrame;
    return module.BusinessFrame;
  });

const LazySiteFrame = lazy(() => loadSiteFrame().then((frame) => ({ default: frame })));
const LazyBusinessFrame = lazy(() => loadBusinessFrame().then((frame) => ({ default: frame })));

// A frame already loaded (before the first render, app/preload-page.ts) renders at once: React.lazy
// would suspend once even then, and the server's first view would give way to an empty page.
export function PublicShell() {
  return createElement(readySiteFrame ?? LazySiteFrame);
}

export function BusinessFrame() {
  return createElement(readyBusinessFrame ?? LazyBusinessFrame);
}

/**
 * Starts fetching a frame's code; settles when it is in. A failure shows when the frame renders
 * (its error boundary).
 */
export function preloadFrame(kind: FrameKind): Promise<unknown> {
  return (kind === 'business' ? loadBusinessFrame() : loadSiteFrame()).catch(() => undefined);
}
