import type { APIRequestContext, Page } from '@playwright/test';
import { ownerWithBusiness } from './support/businesses';
import { joinQueue } from './support/queue';
import { expect, test } from './support/test';

// The installable app (issue 8): service worker, manifest, install banner, offline behaviour.

/** A practice with two patients waiting; the second one's place, as their phone got it. */
async function seedPlace(request: APIRequestContext) {
  const { business } = await ownerWithBusiness(request, {
    name: 'Ordination Dr. Berger',
    industry: 'medical',
  });
  await joinQueue(request, business.publicId, 'Max Mustermann');
  const { token } = await joinQueue(request, business.publicId, 'Eva Beispiel');
  return { register: business.links.register, room: `/q/${token}` };
}

/** The app registered its worker (lib/service-worker.ts) and the worker controls the page. */
async function waitForServiceWorker(page: Page) {
  await expect(page.locator('html[data-service-worker="registered"]')).toHaveCount(1, { timeout: 15_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return { script: registration.active?.scriptURL ?? '', scope: registration.scope };
  });
}

/** Chrome's `beforeinstallprompt`, made by hand: prompt() is counted in `window.__prompts`. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    const counter = window as unknown as { __prompts?: number };
    counter.__prompts ??= 0;
    event.prompt = async () => {
      counter.__prompts = (counter.__prompts ?? 0) + 1;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

test.describe('installable app', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the service worker registers for the whole site, and the manifest and worker are served sensibly', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const worker = await waitForServiceWorker(page);
    expect(new URL(worker.script).pathname).toBe('/sw.js');
    expect(new URL(worker.scope).pathname).toBe('/');

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifestAnswer = await request.get(href!);
    expect(manifestAnswer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await manifestAnswer.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Qtify', display: 'standalone', theme_color: '#4CAF50' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }

    // A new worker must be found on the next visit: never cached for long.
    const sw = await request.get('/sw.js');
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-security-policy']).toContain("worker-src 'self'");
  });

  test('the patient room links a manifest that opens this room when installed', async ({ page, request }) => {
    const seeded = await seedPlace(request);
    await page.goto(seeded.room);
    await expect(page.getByTestId('queue-position')).toContainText('1 Person vor Ihnen');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`${seeded.room}/manifest.webmanifest`);
    const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: seeded.room, scope: '/', display: 'standalone' });
  });

  test('the install banner appears when the browser offers installing; Install prompts, closing is remembered', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);

    await offerInstall(page);
    const banner = page.getByTestId('install-banner');
    await expect(banner.getByRole('heading', { name: 'Qtify als App installieren' })).toBeVisible();
    await banner.getByRole('button', { name: 'Installieren' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __prompts: number }).__prompts))
      .toBe(1);
    await expect(banner).toHaveCount(0);

    // Offered again (a later visit): this time the visitor closes it, and it stays closed.
    await offerInstall(page);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Nicht anzeigen' }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pwa.installDismissed'))).not.toBeNull();

    await page.reload();
    await waitForServiceWorker(page);
    await offerInstall(page);
    await page.waitForTimeout(500);
    await expect(banner).toHaveCount(0);
  });

  test('a new version is offered with a reload prompt, and Reload switches to it', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    // A new build: another worker script for the same scope installs and waits (the query string
    // makes it a different script; the server serves the same file).
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next', { scope: '/' }));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt.getByRole('heading', { name: 'Neue Version verfügbar' })).toBeVisible({
      timeout: 15_000,
    });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Neu laden' }).click()]);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
      .toContain('/sw.js?build=next');
    await expect(prompt).toHaveCount(0);
  });

  test('the service worker keeps no API answer: public, booking and patient-room answers stay on the network', async ({
    page,
    request,
  }) => {
    const seeded = await seedPlace(request);
    await page.goto(seeded.register);
    await waitForServiceWorker(page);
    // Controlled by the worker from here on: every fetch below passes through it.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen bei Ordination Dr. Berger' }),
    ).toBeVisible();
    await page.goto(seeded.register.replace('/waitingRoom/patientnew', '/bookingflow/bookAppointment'));
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.goto(seeded.room);
    await expect(page.getByTestId('queue-position')).toContainText('1 Person vor Ihnen');

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      const names = await caches.keys();
      for (const name of names) {
        for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
      }
      return { names, urls };
    });
    expect(cached.names).not.toContain('qtify-api');
    expect(cached.urls.length).toBeGreaterThan(0); // the app shell is kept …
    expect(cached.urls.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]); // … no API answer
  });

  test('offline: the indicator shows, network actions are disabled, and the room keeps its last known position, marked not live', async ({
    page,
    context,
    request,
  }) => {
    const seeded = await seedPlace(request);

    // Registration: the join button needs the network.
    await page.goto(seeded.register);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen bei Ordination Dr. Berger' }),
    ).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await expect(page.getByText('Offline. Sobald die Verbindung zurück ist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Im Wartezimmer anmelden' })).toBeDisabled();
    await expect(page.getByText('Dafür ist eine Internetverbindung nötig.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Im Wartezimmer anmelden' })).toBeEnabled();

    // The room, live.
    await page.goto(seeded.room);
    const position = page.getByTestId('queue-position');
    await expect(position).toContainText('1 Person vor Ihnen');
    await expect(page.getByText('Wird live aktualisiert')).toBeVisible();
    await waitForServiceWorker(page);

    // The connection goes: the same position, marked as the last known one.
    await context.setOffline(true);
    await expect(page.getByText('Offline. Sobald die Verbindung zurück ist')).toBeVisible();
    const notLive = page.getByTestId('not-live');
    await expect(notLive).toContainText('Zuletzt bekannter Stand – nicht live');
    await expect(position).toContainText('1 Person vor Ihnen');
    await expect(page.getByText('Wird live aktualisiert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kurz hinausgehen' })).toBeDisabled();

    // Opened again without a network: the service worker serves the app, the tab remembers the place.
    await page.reload();
    await expect(notLive).toContainText('Zuletzt bekannter Stand – nicht live');
    await expect(position).toContainText('1 Person vor Ihnen');
    await expect(page.getByText('Offline. Sobald die Verbindung zurück ist')).toBeVisible();

    // Back online: live again.
    await context.setOffline(false);
    await expect(page.getByText('Wird live aktualisiert')).toBeVisible({ timeout: 15_000 });
    await expect(notLive).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Kurz hinausgehen' })).toBeEnabled();
  });
});
