import type { APIRequestContext, Browser } from '@playwright/test';
import { authHeaders } from './support/accounts';
import { seedPractice } from './support/practice';
import { joinQueue } from './support/queue';
import { expect, test } from './support/test';

const OUT = '/work/notes/screens-C-feed';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function seed(request: APIRequestContext, industry: 'medical' | 'restaurant') {
  const practice = await seedPractice(request, {
    business: industry === 'restaurant' ? { name: 'Gasthaus zur Linde', industry } : {},
    doctor: industry === 'restaurant' ? { name: 'Tisch 1', partySize: 4 } : undefined,
  });
  const post = async (data: object) => {
    const res = await request.post(`/api/businesses/${practice.business.id}/announcements`, {
      headers: authHeaders(practice.account.token),
      data,
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).announcement as { id: string };
  };
  const old = await post({ text: 'Heute früher geschlossen.', audience: 'public' });
  await request.patch(`/api/businesses/${practice.business.id}/announcements/${old.id}`, {
    headers: authHeaders(practice.account.token),
    data: { endNow: true },
  });
  await post({ text: 'Teambesprechung um 12 Uhr im Aufenthaltsraum.', audience: 'staff' });
  await post({
    text:
      industry === 'restaurant'
        ? 'Die Terrasse bleibt heute wegen Regen geschlossen.'
        : 'Heute ca. 30 Minuten Verspätung – danke für Ihre Geduld.',
    audience: 'patients',
    until: new Date(Date.now() + 6 * 3_600_000).toISOString(),
  });
  await post({
    text:
      industry === 'restaurant'
        ? 'Am Montag haben wir Ruhetag.'
        : 'Am Freitag bleibt die Praxis geschlossen.\nIn dringenden Fällen: Ärztenotdienst 141.',
    audience: 'public',
  });
  const entry = await joinQueue(request, practice.business.publicId, 'Anna Berger');
  return { ...practice, entry };
}

async function shoot(
  browser: Browser,
  seeded: Awaited<ReturnType<typeof seed>>,
  name: string,
  language: 'de' | 'en',
  view: keyof typeof VIEWPORTS,
) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[view],
    isMobile: view === 'phone',
    hasTouch: view === 'phone',
  });
  await context.addInitScript(
    ([token, lang]) => {
      localStorage.setItem('qtify.language', lang ?? 'de');
      if (token) {
        localStorage.setItem('auth.token', token);
        localStorage.setItem('auth.tokenType', 'Bearer');
      }
    },
    [seeded.account.token, language],
  );
  const page = await context.newPage();
  await page.goto('/feed');
  await expect(page.getByTestId('current-announcements')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/feed-${name}-${language}-${view}.png` });
  await page.locator('details summary').first().click();
  await page.getByTestId('current-announcements').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/feed-${name}-${language}-${view}-list.png` });
  await page.goto('/startpage');
  await expect(page.getByTestId('board-summary')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/start-${name}-${language}-${view}.png`, fullPage: false });
  await context.close();

  const patient = await browser.newContext({
    viewport: VIEWPORTS[view],
    isMobile: view === 'phone',
    hasTouch: view === 'phone',
  });
  await patient.addInitScript((lang) => localStorage.setItem('qtify.language', lang), language);
  const room = await patient.newPage();
  await room.goto(`/q/${seeded.entry.token}`);
  await expect(room.getByTestId('place-announcements')).toBeVisible();
  await room.waitForTimeout(500);
  await room.screenshot({ path: `${OUT}/room-${name}-${language}-${view}.png` });
  await room.goto(seeded.business.links.book);
  await expect(room.getByTestId('place-announcements')).toBeVisible();
  await room.waitForTimeout(500);
  await room.screenshot({ path: `${OUT}/booking-${name}-${language}-${view}.png`, fullPage: false });
  await patient.close();
}

test('screenshots of the notice board and the patient room', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const medical = await seed(request, 'medical');
  const restaurant = await seed(request, 'restaurant');
  for (const view of ['desktop', 'phone'] as const) {
    for (const language of ['de', 'en'] as const) await shoot(browser, medical, 'medical', language, view);
    await shoot(browser, restaurant, 'restaurant', 'de', view);
  }
  await shoot(browser, restaurant, 'restaurant', 'en', 'phone');
});
