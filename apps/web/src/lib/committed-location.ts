// The address the router has put on screen. Navigations are transitions: the old page stays until
// the new one (its lazy chunk, its catalogues) is ready, so `navigate()` returns before that.
let shown: string | null = null;
const waiting = new Set<{ pathname: string; resolve: () => void }>();

/** Called by app/committed-location.tsx each time the router shows a new address. */
export function reportShownPathname(pathname: string): void {
  shown = pathname;
  for (const waiter of waiting) {
    if (waiter.pathname !== pathname) continue;
    waiting.delete(waiter);
    waiter.resolve();
  }
}

/** Resolves once the page at `pathname` is on screen (at once if it already is). */
export function pathnameShown(pathname: string): Promise<void> {
  if (shown === pathname) return Promise.resolve();
  return new Promise((resolve) => waiting.add({ pathname, resolve }));
}
