/// <reference lib="webworker" />
/*
 * Qtify's service worker (issue 8), built by vite-plugin-pwa (injectManifest) into /sw.js:
 * - the public shell (index.html, the hashed JavaScript and CSS of the public and patient pages,
 *   the catalogues) is precached, so the patient room opens offline; staff chunks are kept once
 *   fetched (at most 300 files, 30 days unused); a new build waits until the page asks it to take over
 *   (the "new version available – reload" prompt, src/lib/service-worker.ts);
 * - /api and the socket are never cached (service-worker-cache-rules.ts): they go to the network;
 * - Web Push: shows the waiting room's notifications and opens the patient room when one is clicked.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  KEPT_ASSETS_LIMIT,
  keptOnceFetched,
  NEVER_CACHED,
  RETIRED_CACHES,
} from './lib/service-worker-cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

const ROOM = '/waitingRoom/patientRoom';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the single-page app is index.html; the API, the socket and the API docs are not.
// The precached copy answers: a page's own HTML (the patient room's and manage booking's carry the
// patient's data in their first view, apps/server/src/plugins/personal-first-view.ts) is never stored.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [...NEVER_CACHED],
  }),
);

// Hashed files left out of the precache (the staff pages' chunks): kept once fetched, within a bound.
registerRoute(
  ({ url, request }) => request.method === 'GET' && keptOnceFetched(url, self.location.origin),
  new CacheFirst({
    cacheName: 'qtify-assets',
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin(KEPT_ASSETS_LIMIT),
    ],
  }),
);

// No route for /api: its requests go to the network untouched, and nothing of them is stored.

// A new version waits until the page says so ("reload" in the update prompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  // Answers an earlier version kept (bookings among them) leave the device with the update.
  const retired = Promise.all(RETIRED_CACHES.map((name) => caches.delete(name)));
  event.waitUntil(Promise.all([retired, self.clients.claim()]));
});

interface PushPayload {
  title?: string;
  message?: string;
  url?: string;
}

/** The server sends JSON { title, message, url } (apps/server/src/features/push/push-sender.ts). */
function readPush(event: PushEvent): PushPayload {
  if (!event.data) return {};
  try {
    return event.data.json() as PushPayload;
  } catch {
    return { message: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : ROOM;
  const options: NotificationOptions & { renotify?: boolean } = {
    body: payload.message || '',
    icon: '/icons/icon-192.png',
    tag: 'qtify-queue',
    renotify: true,
    requireInteraction: true,
    data: { url },
  };
  event.waitUntil(self.registration.showNotification(payload.title || 'Qtify', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  const target = new URL(data?.url || ROOM, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open page of the app: the patient room itself first, else any, brought to the front.
      const same = windows.find((client) => new URL(client.url).pathname === target.pathname);
      const any = same ?? windows.find((client) => new URL(client.url).origin === target.origin);
      if (any) {
        const focused = await any.focus();
        if (!same) await focused.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
