/*
 * Qtify's service worker, kept minimal on purpose: it shows the waiting room's Web Push
 * notifications ("you are next", a message from the staff) and opens the patient room when one is
 * clicked. No caching, no offline pages: the PWA issue replaces this file with a vite-plugin-pwa
 * build (injectManifest) that keeps these two handlers.
 *
 * The server sends JSON: { title, message, url } (apps/server/src/features/push/push-sender.ts).
 */
const ROOM = '/waitingRoom/patientRoom';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

function readPush(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { message: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPush(event);
  const url = typeof payload.url === 'string' && payload.url.startsWith('/') ? payload.url : ROOM;
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Qtify', {
      body: payload.message || '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: 'qtify-queue',
      renotify: true,
      requireInteraction: true,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || ROOM, self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open page of the app: the patient room itself first, else any, brought to the front.
      const same = windows.find((client) => new URL(client.url).pathname === target.pathname);
      const any = same ?? windows.find((client) => new URL(client.url).origin === target.origin);
      if (any) {
        const focused = await any.focus();
        if (!same && 'navigate' in focused) await focused.navigate(target.href).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
