import type { Page } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { joinQueue } from './support/queue';
import { expect, test } from './support/test';

/** Where each heading and paragraph of the page is, and how large, to the pixel. */
function textBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, p'))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.textContent} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a business's page shows its first words with the HTML, where the app then shows them (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const account = await signUpByApi(request);
    const created = await request.post('/api/businesses', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { name: 'Ordination Dr. Huber', industry: 'medical', colorTheme: 'blue' },
    });
    expect(created.status()).toBe(201);
    const { links } = (await created.json()).business as { links: { register: string; book: string } };

    for (const [link, words] of [
      [links.register, 'Willkommen bei Ordination Dr. Huber'],
      [links.book, 'Was möchten Sie buchen?'],
    ] as const) {
      const url = new URL(link, 'http://page.invalid');
      const path = url.pathname + url.search;
      // The HTML alone: the app's code does not load.
      await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
      await page.goto(path);
      await expect(page.getByText(words)).toBeVisible();
      const before = await textBoxes(page);
      await page.unroute(/\/assets\/index-[^/]*\.js$/);

      await page.goto(path);
      // The app's page, in place of the first view.
      await expect(page.locator('.first-view')).toHaveCount(0);
      await expect(page.getByRole('main').getByText(words)).toBeVisible();
      const after = await textBoxes(page);
      expect(before.length, path).toBeGreaterThanOrEqual(4);
      expect(after.slice(0, before.length), path).toEqual(before);
    }
  });
}

/**
 * Every text of the first view with the box of its glyphs, and the box of the same text (its n-th
 * occurrence) in the page now; `missing` lists the texts the page no longer shows.
 */
function glyphBoxes(page: Page) {
  return page.evaluate(() => {
    const texts = (root: Element) => {
      const found: { text: string; box: string }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        found.push({
          text,
          box: `@${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        });
      }
      return found;
    };
    return texts(document.getElementById('root') as Element);
  });
}

function sameTexts(before: { text: string; box: string }[], after: { text: string; box: string }[]) {
  const seen = new Map<string, number>();
  return before.map(({ text }) => {
    const nth = seen.get(text) ?? 0;
    seen.set(text, nth + 1);
    const match = after.filter((item) => item.text === text)[nth];
    return `${text} ${match?.box ?? 'missing'}`;
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a patient's room and booking show their own first view with the HTML, where the app then shows it (${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const practice = await seedPractice(request, { business: { name: 'Ordination Dr. Huber' } });
    const { publicId } = practice.business;
    await joinQueue(request, publicId, 'Erste Patientin');
    const entry = await joinQueue(request, publicId, 'Zweite Patientin');
    const slots = await freeSlots(request, publicId, practice.typeId ?? '');
    const last = slots.at(-1) as (typeof slots)[number];
    const booked = await postBooking(request, publicId, {
      typeId: practice.typeId ?? '',
      start: last.start,
      doctorId: last.doctorId,
      firstName: 'Eva',
      lastName: 'Huber',
      phone: '+43 660 1234567',
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { manageToken } = (await booked.json()).booking as { manageToken: string };

    for (const [path, words, changing] of [
      [`/q/${entry.token}`, 'Person vor Ihnen', ['Verbindung wird aufgebaut …']],
      [`/bookingflow/booking?token=${manageToken}`, 'Termin verschieben', []],
    ] as const) {
      // The HTML alone: the app's code does not load.
      await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
      await page.goto(path);
      await expect(page.locator('.first-view').getByText(words)).toBeVisible();
      const before = await glyphBoxes(page);
      await page.unroute(/\/assets\/index-[^/]*\.js$/);

      await page.goto(path);
      await expect(page.locator('.first-view')).toHaveCount(0);
      await expect(page.getByRole('main').getByText(words)).toBeVisible();
      const after = await glyphBoxes(page);
      // The connection line says "live" once the socket is up: the only text that may change.
      const kept = before.filter(({ text }) => !(changing as readonly string[]).includes(text));
      expect(kept.length, path).toBeGreaterThanOrEqual(10);
      expect(sameTexts(kept, after), path).toEqual(kept.map(({ text, box }) => `${text} ${box}`));
    }
  });
}
