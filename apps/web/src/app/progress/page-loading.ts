import { useSyncExternalStore } from 'react';

// How many pages' code chunks are loading (app/router.tsx counts them): the progress bar shows
// while one is, as the old page stays on screen until the new one is ready.
let loading = 0;
const listeners = new Set<() => void>();

function change(by: number): void {
  loading += by;
  // React calls a lazy page's loader while rendering: tell the bar afterwards, not in that render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

/** Counts `load` (a page's chunk) as loading until it settles. */
export function trackPageLoad<T>(load: () => Promise<T>): Promise<T> {
  change(1);
  return load().finally(() => change(-1));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a page's code chunk is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, () => loading > 0);
}
