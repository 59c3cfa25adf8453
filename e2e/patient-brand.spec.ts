import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { expect, test } from './support/test';

/** The primary colours of the colour themes (packages/shared/src/domain/color-themes.ts). */
const PRIMARY = { blue: '#2196f3', purple: '#9c27b0' } as const;

interface Place {
  name: string;
  /** The four public pages of the business, in the order a patient meets them. */
  pages: { register: string; room: string; book: string; manage: string };
  primary: string;
}

/**
 * A business with one doctor (or table) working every day 08:00–20:00, one type, a patient in its
 * queue and one booking: every public page of it has something to show.
 */
async function seedPlace(
  request: APIRequestContext,
  business: { name: string; industry: 'medical' | 'restaurant'; colorTheme: keyof typeof PRIMARY },
): Promise<Place> {
  const account = await signUpByApi(request);
  const headers = { Authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/businesses', { headers, data: business });
  expect(created.status()).toBe(201);
  const { id, publicId, links } = (await created.json()).business as {
    id: string;
    publicId: string;
    links: { register: string; book: string };
  };
  const base = `/api/businesses/${id}`;
  const restaurant = business.industry === 'restaurant';
  const doctor = await request.post(`${base}/doctors`, {
    headers,
    data: restaurant
      ? { name: 'Fenstertisch', partySize: 4 }
      : { name: 'Dr. Maria Berger', specialty: 'Allgemeinmedizin' },
  });
  expect(doctor.status()).toBe(201);
  const doctorId = (await doctor.json()).doctor.id as string;
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '20:00' }));
  expect((await request.put(`${base}/doctors/${doctorId}/working-times`, { headers, data: week })).ok()).toBe(
    true,
  );
  const type = await request.post(`${base}/appointment-types`, {
    headers,
    data: {
      title: restaurant ? 'Abendessen' : 'Erstuntersuchung',
      durationMinutes: 30,
      color: '#2196f3',
      doctorIds: [doctorId],
    },
  });
  expect(type.status()).toBe(201);
  const typeId = (await type.json()).appointmentType.id as string;

  const joined = await request.post(`/api/public/businesses/${publicId}/queue`, {
    data: { fullName: 'Gino Rossi', ...(restaurant ? { partySize: 2 } : {}) },
  });
  expect(joined.status()).toBe(201);
  const entryToken = (await joined.json()).entry.token as string;

  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const query = new URLSearchParams({ typeId, from, to: from, ...(restaurant ? { partySize: '2' } : {}) });
  const slots = await request.get(`/api/public/businesses/${publicId}/slots?${query}`);
  const slot = (await slots.json()).slots[0] as { start: string; doctorId: string };
  const booked = await request.post(`/api/public/businesses/${publicId}/bookings`, {
    data: {
      typeId,
      start: slot.start,
      doctorId: slot.doctorId,
      firstName: 'Eva',
      lastName: 'Huber',
      phone: '+43 660 1234567',
      ...(restaurant ? { partySize: 2 } : {}),
    },
  });
  expect(booked.status()).toBe(201);
  const manageToken = (await booked.json()).booking.manageToken as string;

  return {
    name: business.name,
    pages: {
      register: links.register,
      room: `/q/${entryToken}`,
      book: links.book,
      manage: `/bookingflow/booking?token=${manageToken}`,
    },
    primary: PRIMARY[business.colorTheme],
  };
}

/** Buttons, links, inputs and checkbox rows a finger may tap, smaller than 44 × 44 px. */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, label:has(input)';
    const small: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // A checkbox or radio counts by the row (its label) a finger taps, not by the box.
      if (element.matches('input[type="checkbox"], input[type="radio"]') && element.closest('label'))
        continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const hidden =
        box.width === 0 ||
        style.visibility === 'hidden' ||
        element.closest('[aria-hidden="true"], .skip-link');
      // Visually hidden helpers (1 × 1 px, clipped) are for screen readers, not fingers.
      if (hidden || (box.width <= 1 && box.height <= 1)) continue;
      if (box.width < 44 || box.height < 44) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim();
        small.push(
          `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

async function expectBusinessFrame(page: Page, place: Place) {
  const banner = page.getByRole('banner');
  await expect(banner.getByText(place.name, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(place.name);
  // No Qtify menu: no site navigation, no login, no marketing footer.
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Anmelden' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Funktionen' })).toHaveCount(0);
  const runsOn = page.getByRole('contentinfo').getByRole('link', { name: 'Läuft mit Qtify' });
  await expect(runsOn).toBeVisible();
  await expect(runsOn).toHaveAttribute('href', '/');
  // The business's colour theme: its palette in the page's variables, its colour on the frame's edge.
  const colours = await page.getByRole('banner').evaluate((header) => ({
    primary: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
    edge: getComputedStyle(header).borderTopColor,
  }));
  expect(colours.primary.toLowerCase()).toBe(place.primary);
  expect(colours.edge).not.toBe('rgb(76, 175, 80)');
  await expect(page.getByRole('button', { name: /Sprache wählen/ })).toBeVisible();
}

test.describe('a business’s public pages show the business', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const business of [
    { name: 'Ordination Dr. Berger', industry: 'medical', colorTheme: 'blue', service: /Wartezimmer/ },
    { name: 'Trattoria Da Gino', industry: 'restaurant', colorTheme: 'purple', service: /Warteliste/ },
  ] as const) {
    test(`${business.name}: name, colours, tab title and “runs on Qtify” on all four pages, every tap target 44 px`, async ({
      page,
      request,
    }) => {
      const { service, ...fields } = business;
      const place = await seedPlace(request, fields);
      for (const [step, path] of Object.entries(place.pages)) {
        await test.step(step, async () => {
          await page.goto(path);
          await expectBusinessFrame(page, place);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await smallTapTargets(page), `tap targets on ${step}`).toEqual([]);
          const { violations } = await new AxeBuilder({ page }).analyze();
          const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(severe.map((v) => `${step}: ${v.id} ${v.help}`)).toEqual([]);
        });
      }
      await page.goto(place.pages.register);
      await expect(page.getByRole('banner').getByText(service)).toBeVisible();
      // The language switch's items are as large as its button.
      await page.getByRole('button', { name: /Sprache wählen/ }).tap();
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
      expect(await smallTapTargets(page), 'tap targets with the language menu open').toEqual([]);
      await page.getByRole('menuitemradio', { name: 'English' }).tap();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Runs on Qtify' })).toBeVisible();
      await expect(page).toHaveTitle(place.name);
    });
  }

  test('every step of a booking (a restaurant’s party too) and the joined room keep their tap targets at 44 px, and no page loads the site’s frame', async ({
    page,
    request,
  }) => {
    const place = await seedPlace(request, {
      name: 'Ordination Dr. Berger',
      industry: 'medical',
      colorTheme: 'blue',
    });
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto(place.pages.book);
    await page.getByRole('button', { name: /Erstuntersuchung/ }).tap();
    await expect(page.getByRole('heading', { name: 'Wählen Sie einen freien Termin' })).toBeVisible();
    expect(await smallTapTargets(page), 'tap targets of the times').toEqual([]);
    await page.locator('main section').first().getByRole('button').first().tap();
    await expect(page.getByRole('heading', { name: 'Ihre Kontaktdaten' })).toBeVisible();
    expect(await smallTapTargets(page), 'tap targets of the contact form').toEqual([]);

    await page.goto(place.pages.register);
    await page.getByLabel('Vor- und Nachname').fill('Clara Weiss');
    await page.getByRole('button', { name: 'Im Wartezimmer anmelden' }).tap();
    await expect(page.getByTestId('queue-position')).toBeVisible();
    await expectBusinessFrame(page, place);
    expect(await smallTapTargets(page), 'tap targets of the joined room').toEqual([]);

    // A restaurant's guest first says how many they are: those buttons too.
    const restaurant = await seedPlace(request, {
      name: 'Trattoria Da Gino',
      industry: 'restaurant',
      colorTheme: 'purple',
    });
    await page.goto(restaurant.pages.book);
    await page.getByRole('button', { name: /Abendessen/ }).tap();
    await page.getByRole('button', { name: '2', exact: true }).tap();
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await smallTapTargets(page), 'tap targets of the party and its times').toEqual([]);

    expect(scripts.filter((path) => path.includes('business-frame'))).not.toEqual([]);
    expect(scripts.filter((path) => /public-shell|public-header|landing/.test(path))).toEqual([]);
  });

  test('a link that leads to no business shows the “not found” message in a frame without a business', async ({
    page,
  }) => {
    await page.goto('/waitingRoom/patientnew?b=zzzzzzzzzz');
    await expect(page.getByRole('heading', { name: /Link/ })).toBeVisible();
    await expect(page.getByTestId('brand-skeleton')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Läuft mit Qtify' })).toBeVisible();
  });

  test('the site’s own pages keep the site’s frame, and leaving a business’s page gives back the site’s colours', async ({
    page,
    request,
  }) => {
    const place = await seedPlace(request, {
      name: 'Ordination Dr. Berger',
      industry: 'medical',
      colorTheme: 'blue',
    });
    await page.goto(place.pages.book);
    await expectBusinessFrame(page, place);
    await page.getByRole('link', { name: 'Läuft mit Qtify' }).tap();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-6').trim(),
    );
    expect(primary.toLowerCase()).toBe('#4caf50');
  });
});
