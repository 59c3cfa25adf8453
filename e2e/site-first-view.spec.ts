import { signInWithToken, signUpByApi } from './support/accounts';
import { expect, test } from './support/test';
import { glyphBoxes, sameTexts } from './support/text-boxes';

const ENTRY = /\/assets\/index-[^/]*\.js$/;
// The first render waits for the common catalogue: held back, the page shows what the HTML brought
// and what the entry's start left of it.
const COMMON_CATALOGUE = /\/assets\/common-[^/]*\.js$/;
const BAR = ['Qtify', 'Funktionen', 'Kontakt'];
const PAGES = [
  {
    path: '/',
    heading: 'Weniger warten. Mehr Zeit für das Wesentliche.',
    texts: [
      'Digitales Wartezimmer und Online-Buchung',
      'Weniger warten. Mehr Zeit für das Wesentliche.',
      'Mit Qtify stellen sich deine Patientinnen, Patienten und Gäste per QR-Code in die Warteschlange, ' +
        'sehen ihren Platz live auf dem Handy und buchen Termine online – für Arztpraxen, Friseursalons, ' +
        'Restaurants und jedes Unternehmen.',
    ],
  },
  {
    path: '/login',
    heading: 'Willkommen zurück',
    texts: ['Willkommen zurück', 'Melde dich bei deinem Qtify-Konto an.'],
  },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the landing and login pages show the top bar and their first words with the HTML, where the app then shows them (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const { path, heading, texts: pageTexts } of PAGES) {
      // Every text of the view, in order: the bar's, then the page's.
      const texts = [...BAR, ...pageTexts];
      // The HTML alone: the app's code does not load.
      await page.route(ENTRY, (route) => route.abort());
      await page.goto(path);
      await expect(page.locator('.first-view')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('.first-view a, .first-view button, .first-view input')).toHaveCount(0);
      const before = await glyphBoxes(page);
      expect(before.map(({ text }) => text)).toEqual(texts);
      await page.unroute(ENTRY);

      await page.goto(path);
      // The app's page, in place of the first view.
      await expect(page.locator('.first-view')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const after = await glyphBoxes(page);
      expect(sameTexts(before, after), path).toEqual(before.map(({ text, box }) => `${text} ${box}`));
    }
  });
}

test('a signed-in visitor and one with a colour theme of their own do not see the site’s first view', async ({
  page,
  request,
}) => {
  await page.route(COMMON_CATALOGUE, () => {});
  await page.goto('/login');
  // A visitor: the view stays until the first render.
  await expect(page.locator('.first-view')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('qtify.colorTheme', 'dark'));
  await page.goto('/');
  await expect(page.locator('#root')).toBeAttached();
  await expect(page.locator('.first-view')).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('qtify.colorTheme'));
  await page.unroute(COMMON_CATALOGUE);

  const account = await signUpByApi(request);
  await signInWithToken(page, account.token);
  await page.route(COMMON_CATALOGUE, () => {});
  await page.goto('/login');
  await expect(page.locator('.first-view')).toHaveCount(0);
  await page.unroute(COMMON_CATALOGUE);
  // The app sends them on, as before.
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
});
