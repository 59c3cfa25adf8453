import AxeBuilder from '@axe-core/playwright';
import { LEGACY_REDIRECTS } from '../packages/shared/src/app-routes/legacy-redirects';
import { ROUTES } from '../packages/shared/src/app-routes/route-table';
import { expect, test } from './support/test';

test.describe('the public site', () => {
  test('greets a first-time visitor in German with navigation to login, features and contact', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Weniger warten. Mehr Zeit für das Wesentliche.',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#4CAF50');
    await expect(page.getByRole('contentinfo')).toContainText('Qtify');

    await page.getByRole('banner').getByRole('link', { name: 'Funktionen' }).click();
    await expect(page).toHaveURL(/\/landingPage\/landingpageFunktionen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle Funktionen im Überblick');

    await page.getByRole('banner').getByRole('link', { name: 'Kontakt' }).click();
    await expect(page).toHaveURL(/\/landingPage\/landingpageKontakt$/);
    await expect(page.getByRole('link', { name: /hallo@qtify\.example/ })).toBeVisible();

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Anmelden/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('switches to English, keeps the choice after a reload and sets the page language', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^DE/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Less waiting. More time for what matters.',
    );

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Less waiting. More time for what matters.',
    );
  });

  test('answers an unknown page with the 404 page and a link back home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404); // the app's page, with the status a typo link deserves
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden')).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Weniger warten. Mehr Zeit für das Wesentliche.',
    );
  });

  test('resolves every route of the specification and its aliases without a 404', async ({ page }) => {
    // About 60 page loads: 30 s is tight on a busy machine.
    test.setTimeout(90_000);
    const paths = ROUTES.flatMap((route) => route.paths).map((path) => path.replace(/\/:id\??$/, '/42'));
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      // The app has rendered (a server-written first view would pass the check below by itself).
      await expect(page.locator('.first-view')).toHaveCount(0);
      await expect(page.getByText('Diese Seite konnte nicht gefunden werden'), path).toHaveCount(0);
    }
  });

  test('redirects the legacy routes and keeps the query string', async ({ page }) => {
    expect(LEGACY_REDIRECTS.map(({ from, to }) => `${from}→${to}`)).toEqual([
      '/signup_old→/signup',
      '/profile/index_old→/profile/profile_index',
      '/resetPassword→/reset-password',
    ]);
    await page.goto('/resetPassword?token=abc');
    await expect(page).toHaveURL(/\/reset-password\?token=abc$/);
    await page.goto('/signup_old');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('sends a visitor of a protected page to the login and remembers where they wanted to go', async ({
    page,
  }) => {
    await page.goto('/waitingRoom/room');
    await expect(page).toHaveURL(/\/login\?redirect=%2FwaitingRoom%2Froom$/);
  });

  test('has no serious or critical accessibility violations on the public pages', async ({ page }) => {
    for (const path of [
      '/',
      '/landingPage/landingpageFunktionen',
      '/landingPage/landingpageKontakt',
      '/nope',
    ]) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${path}: ${v.id} ${v.help}`)).toEqual([]);
    }
  });

  test('runs under the content security policy without a violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/landingPage/landingpageFunktionen');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
