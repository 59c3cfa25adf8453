import { type BeforeInstallPromptEvent, pwaState } from './pwa-state';
import { keptOnceFetched } from './service-worker-cache-rules';

// Loaded after the page's `load` event (main.tsx; on a first visit 5 s later), never part of a first paint.

/** How often an open app asks whether a new version is out (besides every return to the front). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers /sw.js (src/sw.ts), offers the "new version available" prompt when a new worker waits,
 * and the install banner when the browser allows installing. The prompts' code and texts load
 * only when there is something to show.
 */
export async function startServiceWorker(earlyInstallPrompt: () => Event | null): Promise<void> {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offerInstall(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => pwaState.set({ installPrompt: null }));
  // An offer made before this module loaded (main.tsx kept it).
  const early = earlyInstallPrompt();
  if (early) offerInstall(early as BeforeInstallPromptEvent);

  if (!('serviceWorker' in navigator)) {
    settle();
    return;
  }
  await idle();
  settle();
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // For tests and support: the prompts' listeners are in place and the worker is registered.
  document.documentElement.dataset.serviceWorker = 'registered';
  void keepLoadedFiles();
  const offerUpdate = (worker: ServiceWorker | null) => {
    // The very first worker has no page to replace: nothing to announce.
    if (!worker || !navigator.serviceWorker.controller) return;
    pwaState.set({ waitingWorker: worker });
    void mountPrompts();
  };
  offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerUpdate(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_MS);
}

/**
 * The worker precaches only the public shell in the default language (apps/web/build/
 * public-shell-plugin.ts). What this page loaded before the worker took over (another language's
 * catalogues, a lazy part of the page) is fetched once more through it, from the browser's HTTP
 * cache, so its runtime cache keeps it and the page opens offline as it was seen.
 */
async function keepLoadedFiles(): Promise<void> {
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => keptOnceFetched(url, location.origin));
  await Promise.all(loaded.map((url) => fetch(url).catch(() => undefined)));
}

/** Activates the waiting version and reloads the page into it once it has taken over. */
export function activateUpdate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** Chrome offers installing as soon as the page has a manifest: the banner waits until it has settled. */
let settle: () => void = () => undefined;
const settled = new Promise<void>((resolve) => {
  settle = resolve;
});

function offerInstall(event: BeforeInstallPromptEvent): void {
  pwaState.set({ installPrompt: event });
  void settled.then(mountPrompts);
}

let mounted: Promise<void> | null = null;

/** The prompts live in a root of their own at the end of <body>, over whichever frame is shown. */
function mountPrompts(): Promise<void> {
  mounted ??= import('../components/pwa-prompts').then(({ mountPwaPrompts }) => mountPwaPrompts());
  return mounted;
}

/** After the page's own work (main.tsx already waited for `load`, and on a first visit a while more). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });
}
