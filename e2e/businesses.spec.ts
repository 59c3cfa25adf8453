import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoSevereViolations } from './support/a11y';
import { authHeaders, STRONG_PASSWORD, signInWithToken, signUpByApi } from './support/accounts';
import { type CreatedBusiness, createBusiness } from './support/businesses';
import { expect, test } from './support/test';

async function businessesOf(request: APIRequestContext, token: string): Promise<CreatedBusiness[]> {
  const response = await request.get('/api/businesses', { headers: authHeaders(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { businesses: CreatedBusiness[] }).businesses;
}

function sideNavigation(page: Page) {
  return page.locator('nav.mantine-AppShell-navbar');
}

// The print dialog cannot be answered in a test: count the calls instead.
async function recordPrintCalls(page: Page) {
  await page.context().addInitScript(() => {
    const record = window as unknown as { printCalls: number };
    record.printCalls = 0;
    window.print = () => {
      record.printCalls += 1;
    };
  });
}

test.describe('businesses and the QR code', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('a new practice signs up, sets up its practice and shares, downloads and prints its QR code', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordPrintCalls(page);

    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Eva');
    await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Lindner');
    await page
      .getByRole('textbox', { name: 'E-Mail-Adresse', exact: true })
      .fill(`eva.${Date.now()}@example.at`);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('textbox', { name: 'Passwort wiederholen', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    // Practices sign up on the site: the new account goes straight on to its business.
    await expect(page).toHaveURL(/\/waitingRoom\/InitialCompany$/);
    await expect(page.getByRole('heading', { name: 'Richte deinen Betrieb ein' })).toBeVisible();
    await page.getByRole('radio', { name: /^Arztpraxis/ }).check();
    await page.getByRole('textbox', { name: 'Name der Ordination' }).fill('Ordination Dr. Lindner');
    await page.getByRole('radio', { name: 'Blau' }).check();
    await page.getByRole('button', { name: 'Ordination anlegen' }).click();

    // The setup goes on with the first doctor; the frame follows without a reload: the practice's
    // name, the management subtitle and, until bookings are possible, the setup in the menu.
    await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
    await expect(sideNavigation(page).getByText('Ordination Dr. Lindner')).toBeVisible();
    await expect(sideNavigation(page).getByText('Praxisverwaltung')).toBeVisible();
    await expect(sideNavigation(page).getByRole('link', { name: 'Einrichtung' })).toBeVisible();
    await sideNavigation(page).getByRole('link', { name: 'Einstellungen' }).click();
    await page.getByRole('link', { name: /Ordination Dr\. Lindner/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ordination Dr. Lindner' })).toBeVisible();

    const token = await page.evaluate(() => localStorage.getItem('auth.token'));
    const [business] = await businessesOf(page.request, token ?? '');
    const registerLink = `${baseURL}/waitingRoom/patientnew?b=${business?.publicId}`;
    expect(business?.links.register).toBe(`/waitingRoom/patientnew?b=${business?.publicId}`);

    await page.getByRole('link', { name: 'Alle Betriebe' }).click();
    await expect(page).toHaveURL(/\/waitingRoom\/ordinationMainMenu$/);
    const card = page.getByRole('link', { name: /Ordination Dr\. Lindner/ });
    await expect(card).toContainText('Arztpraxis');
    await expect(card).toContainText('Aktiv');
    await card.click();

    // The PNG is a QR code of exactly the registration address.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PNG herunterladen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('qr-code-ordination-dr-lindner.png');
    const png = PNG.sync.read(await readFile((await download.path()) ?? ''));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(registerLink);

    const qrCard = page.getByRole('region', { name: 'QR-Code für dein Wartezimmer' });
    await expect(qrCard.getByRole('textbox', { name: 'Link zur Patientenanmeldung' })).toHaveValue(
      registerLink,
    );
    await qrCard.getByRole('button', { name: 'Link kopieren' }).click();
    await expect(qrCard.getByRole('button', { name: 'Link kopiert' })).toBeVisible();
    await expect(qrCard.getByRole('status')).toHaveText('Der Link ist in der Zwischenablage.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(registerLink);

    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Drucken' }).click();
    const printView = await opening;
    await expect(printView).toHaveURL(/\/waitingRoom\/qr-print\/[\w-]+\?print=1$/);
    await expect(printView.getByRole('heading', { name: 'Ordination Dr. Lindner' })).toBeVisible();
    const qrImage = printView.getByRole('img', { name: 'QR-Code von Ordination Dr. Lindner' });
    await expect(qrImage).toBeVisible();
    await expect
      .poll(() => qrImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(
      printView.getByText('Scannen Sie den Code mit der Handykamera, um sich im Wartezimmer anzumelden.'),
    ).toBeVisible();
    await expect(printView.getByText(registerLink, { exact: true })).toBeVisible();
    // No navigation or top bar on paper, and the print dialog opened once the code was in.
    await expect(printView.locator('.mantine-AppShell-navbar, .mantine-AppShell-header')).toHaveCount(0);
    await expect
      .poll(() => printView.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
      .toBe(1);
  });

  test('a restaurant speaks of tables and persons on its screens and its printed notice', async ({
    page,
    request,
  }, testInfo) => {
    const account = await signUpByApi(request, { firstName: 'Luca' });
    const business = await createBusiness(request, account.token, {
      name: 'Gasthaus zur Linde',
      industry: 'restaurant',
      colorTheme: 'purple',
    });
    await signInWithToken(page, account.token);

    await page.goto('/waitingRoom/ordinationMainMenu');
    await expect(page.getByRole('heading', { name: 'Restaurant und Einstellungen' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Gasthaus zur Linde/ })).toContainText('Gastronomie');
    await expect(sideNavigation(page).getByText('Restaurantverwaltung')).toBeVisible();
    await expect(sideNavigation(page).getByRole('link', { name: 'Warteliste' })).toBeVisible();

    await page.getByRole('link', { name: /Gasthaus zur Linde/ }).click();
    await expect(page.getByRole('heading', { name: 'QR-Code für deine Warteliste' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Link zur Warteliste' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Tische verwalten/ })).toContainText('Personenanzahl');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Warteliste/ })).toContainText('Wartende Personen');
    await expect(page.getByRole('link', { name: /Reservierungskalender/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('restaurant-business.png'), fullPage: true });

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect(page.getByRole('heading', { name: 'Restaurant bearbeiten' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name des Restaurants' })).toHaveValue(
      'Gasthaus zur Linde',
    );
    await expect(page.getByText('Übliche Verweildauer an einem Tisch in Minuten')).toBeVisible();

    await page.goto(`/waitingRoom/qr-print/${business.id}`);
    await expect(page.getByText('Digitale Warteliste')).toBeVisible();
    await expect(
      page.getByText('Scannen Sie den Code mit der Handykamera, um sich auf die Warteliste zu setzen.'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('restaurant-print.png') });
  });

  test('staff switch between their businesses and an owner deletes one after confirming', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request, { firstName: 'Mira' });
    const practice = await createBusiness(request, account.token, {
      name: 'Praxis am Ring',
      industry: 'medical',
    });
    // The newest business becomes the active one.
    await createBusiness(request, account.token, { name: 'Salon Haarmonie', industry: 'hairdresser' });
    await signInWithToken(page, account.token);

    await page.goto(`/waitingRoom/ordinationMainMenu/${practice.id}`);
    await expect(sideNavigation(page).getByText('Salon Haarmonie')).toBeVisible();
    await page.getByRole('button', { name: 'Hierhin wechseln' }).first().click();
    await expect(sideNavigation(page).getByText('Praxis am Ring')).toBeVisible();
    await expect(sideNavigation(page).getByText('Praxisverwaltung')).toBeVisible();
    await expect(page.getByRole('link', { name: /Ärztinnen und Ärzte verwalten/ })).toBeVisible();

    await page.goto('/waitingRoom/ordinationMainMenu');
    await page.getByRole('link', { name: /Salon Haarmonie/ }).click();
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('button', { name: 'Betrieb löschen' }).click();
    const dialog = page.getByRole('dialog', { name: '„Salon Haarmonie“ löschen?' });
    await expect(dialog).toContainText('Der Salon „Salon Haarmonie“ wird mit allen Daten gelöscht');
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();

    await expect(page).toHaveURL(/\/waitingRoom\/ordinationMainMenu$/);
    await expect(page.getByRole('link', { name: /Praxis am Ring/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Salon Haarmonie/ })).toHaveCount(0);
  });

  test('a signed-in account without a business is asked to set one up on staff pages', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request);
    await signInWithToken(page, account.token);
    await page.goto('/waitingRoom/room');
    await expect(page.getByRole('heading', { name: 'Richte zuerst deinen Betrieb ein' })).toBeVisible();
    await page.getByRole('link', { name: 'Betrieb einrichten' }).click();
    await expect(page).toHaveURL(/\/waitingRoom\/InitialCompany$/);
  });

  test('has no serious or critical accessibility violations on the business screens', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request);
    await signInWithToken(page, account.token);
    const audit = async (path: string, heading: string) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSevereViolations(page, path);
    };
    await audit('/waitingRoom/room', 'Richte zuerst deinen Betrieb ein');
    await audit('/waitingRoom/InitialCompany', 'Richte deinen Betrieb ein');
    const business = await createBusiness(request, account.token, {
      name: 'Praxis Axe',
      industry: 'medical',
    });
    await audit('/waitingRoom/ordinationMainMenu', 'Ordination und Einstellungen');
    await audit(`/waitingRoom/ordinationMainMenu/${business.id}`, 'Praxis Axe');
    await audit(`/waitingRoom/EditOrdination?id=${business.id}`, 'Ordination bearbeiten');
    await audit(`/waitingRoom/qr-print/${business.id}`, 'Praxis Axe');
  });
});
