import type { APIRequestContext } from '@playwright/test';
import { authHeaders } from './support/accounts';
import { seedPractice } from './support/practice';
import { joinQueue } from './support/queue';
import { EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** PATCH the business as its owner: contact, hours, directory listing. */
async function patchBusiness(request: APIRequestContext, token: string, businessId: string, data: object) {
  const res = await request.patch(`/api/businesses/${businessId}`, { headers: authHeaders(token), data });
  expect(res.status(), await res.text()).toBe(200);
}

const CONTACT = {
  phone: '+43 1 234 56 78',
  website: 'https://trattoria-anna.example',
  email: 'ciao@trattoria-anna.example',
  address: { street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' },
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '11:00', end: '22:00' })),
};

test.describe('a business’s public page and the directory', () => {
  test('shows the page of a seeded business with its hours and wait, and leads to booking', async ({
    page,
    request,
  }) => {
    const practice = await seedPractice(request, {
      business: { name: 'Ordination Dr. Schop', industry: 'medical' },
      week: { days: EVERY_DAY, start: '08:00', end: '18:00' },
    });
    await patchBusiness(request, practice.account.token, practice.business.id, {
      ...CONTACT,
      description: 'Allgemeinmedizin, alle Kassen.',
    });
    await joinQueue(request, practice.business.publicId, 'Anna Gruber');
    await joinQueue(request, practice.business.publicId, 'Ben Huber');

    await page.goto(`/shops/${practice.business.publicId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ordination Dr. Schop' })).toBeVisible();
    await expect(page).toHaveTitle('Ordination Dr. Schop');
    await expect(page.getByRole('heading', { name: 'Öffnungszeiten' })).toBeVisible();
    await expect(page.locator('[aria-current="date"]')).toContainText('11:00–22:00');
    await expect(page.getByTestId('shop-wait')).toContainText('2 wartend');
    await expect(page.getByRole('link', { name: 'Auf OpenStreetMap ansehen' })).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/search\?query=Hauptstra/,
    );
    await expect(page.getByRole('link', { name: /\+43 1 234 56 78/ })).toHaveAttribute(
      'href',
      'tel:+4312345678',
    );

    await page.getByRole('link', { name: 'Termin buchen' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/bookingflow/bookAppointment\\?b=${practice.business.publicId}`),
    );
    await expect(page.getByText('Erstuntersuchung')).toBeVisible();
  });

  test('the directory finds a listed business and never an unlisted one', async ({ page, request }) => {
    const listed = await seedPractice(request, {
      business: { name: 'Salon Verzeichnis Lena', industry: 'hairdresser' },
    });
    await patchBusiness(request, listed.account.token, listed.business.id, {
      listed: true,
      address: { ...CONTACT.address, city: 'Graz' },
      description: 'Schnitt, Farbe und Styling in der Grazer Altstadt.',
    });
    const hidden = await seedPractice(request, {
      business: { name: 'Salon Verzeichnis Geheim', industry: 'hairdresser' },
    });
    await patchBusiness(request, hidden.account.token, hidden.business.id, {
      address: { ...CONTACT.address, city: 'Graz' },
    });

    await page.goto('/shops');
    await expect(page.getByRole('heading', { level: 1, name: 'Betriebe entdecken' })).toBeVisible();
    await page.getByLabel('Name des Betriebs').fill('Verzeichnis');
    await page.getByLabel('Ort').fill('graz');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('link', { name: /Salon Verzeichnis Lena/ })).toBeVisible();
    await expect(page.getByText('Salon Verzeichnis Geheim')).toHaveCount(0);
    await expect(page.getByText(/Kein Platz in diesem Verzeichnis ist gekauft/)).toBeVisible();

    await page.getByRole('link', { name: /Salon Verzeichnis Lena/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Salon Verzeichnis Lena' })).toBeVisible();
  });

  test('answers an unknown business with the not-found status', async ({ request }) => {
    expect((await request.get('/shops/zzzzzzzzzz')).status()).toBe(404);
  });

  test('looks right on desktop and phone, in German and English, for a restaurant', async ({
    page,
    request,
  }) => {
    test.skip(!SCREENSHOTS, 'screenshots only when E2E_SCREENSHOTS names a folder');
    const restaurant = await seedPractice(request, {
      business: { name: 'Trattoria Anna', industry: 'restaurant', colorTheme: 'purple' },
      doctor: { name: 'Fenstertisch', partySize: 4 },
      week: { days: EVERY_DAY, start: '11:00', end: '22:00' },
      type: { title: 'Abendessen', durationMinutes: 90 },
    });
    await patchBusiness(request, restaurant.account.token, restaurant.business.id, {
      ...CONTACT,
      listed: true,
      description: 'Hausgemachte Pasta, Pizza aus dem Holzofen und ein kleiner Gastgarten im Innenhof.',
    });
    await request.post(`/api/businesses/${restaurant.business.id}/announcements`, {
      headers: authHeaders(restaurant.account.token),
      data: { text: 'Am Sonntag ab 18 Uhr Live-Musik im Gastgarten.', audience: 'public' },
    });
    for (const [name, category, priceMinor] of [
      ['Spaghetti Carbonara', 'Pasta', 1450],
      ['Tagliatelle al Ragù', 'Pasta', 1590],
      ['Tiramisù', 'Dolci', 690],
    ] as const) {
      const product = await request.post(`/api/businesses/${restaurant.business.id}/products`, {
        headers: authHeaders(restaurant.account.token),
        data: { name, category, priceMinor, taxRatePercent: 10 },
      });
      expect(product.status(), await product.text()).toBe(201);
    }
    for (const name of ['Gino Rossi', 'Maria Bauer', 'Paul Weber'])
      await request.post(`/api/public/businesses/${restaurant.business.publicId}/queue`, {
        data: { fullName: name, partySize: 2 },
      });
    for (const language of ['de', 'en']) {
      for (const [device, width, height] of [
        ['desktop', 1280, 900],
        ['phone', 390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`/shops/${restaurant.business.publicId}`);
        await page.evaluate((lang) => localStorage.setItem('qtify.language', lang), language);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Trattoria Anna' })).toBeVisible();
        await expect(page.getByTestId('shop-wait')).toContainText('3');
        await expect(page.getByText('Tiramisù')).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOTS}/shop-${language}-${device}.png`, fullPage: true });
        await page.goto('/shops');
        await expect(page.getByRole('link', { name: /Trattoria Anna/ })).toBeVisible();
        await page.screenshot({ path: `${SCREENSHOTS}/directory-${language}-${device}.png`, fullPage: true });
      }
    }
  });
});
