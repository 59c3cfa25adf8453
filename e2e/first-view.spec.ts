import { signUpByApi } from './support/accounts';
import { expect, test } from './support/test';
import { textBoxes } from './support/text-boxes';

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
