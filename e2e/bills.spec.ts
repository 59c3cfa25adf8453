import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSevereViolations } from './support/a11y';
import { authHeaders, signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { entryCard } from './support/queue';
import { expect, test } from './support/test';

const SHOTS = process.env.BILLS_SHOTS_DIR;

async function api(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'patch',
  url: string,
  data: object,
) {
  const res = await request[method](url, { headers: authHeaders(token), data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** Screenshots for looking at the screens (BILLS_SHOTS_DIR set): desktop and phone. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The frame's side navigation slides away on a phone (a CSS transition): shoot after it.
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('the counter', () => {
  test('staff finish a visit, bill it from the waiting room, add an item, finish as number 1 and print', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Salon Schnitt',
      industry: 'hairdresser',
    });
    const base = `/api/businesses/${business.id}`;
    await api(request, account.token, 'post', `${base}/products`, {
      name: 'Haarschnitt',
      category: 'Schneiden',
      priceMinor: 3900,
      taxRatePercent: 20,
      public: true,
      active: true,
    });
    await api(request, account.token, 'post', `${base}/products`, {
      name: 'Pflegeshampoo',
      category: 'Produkte',
      priceMinor: 1290,
      taxRatePercent: 20,
      public: true,
      active: true,
    });
    const { entry } = await api(request, account.token, 'post', `${base}/queue`, {
      firstName: 'Hanna',
      lastName: 'Haar',
    });
    await api(request, account.token, 'patch', `${base}/queue/${entry.id}`, { status: 'inTreatment' });
    await signInWithToken(page, account.token);

    // The visit ends at the desk: finished as served.
    await page.goto('/waitingRoom/room');
    const hanna = entryCard(page, 'Hanna Haar');
    await hanna.getByRole('button', { name: 'Abschließen' }).click();
    await page.getByRole('menuitem', { name: 'Bedient' }).click();
    await page.getByRole('tab', { name: 'Heute' }).click();
    await expect(entryCard(page, 'Hanna Haar').getByText('Bedient', { exact: true })).toBeVisible();

    // From the finished card to the counter: who served, then the cart.
    await entryCard(page, 'Hanna Haar').getByRole('link', { name: 'Abrechnen' }).click();
    await expect(page).toHaveURL(/\/pos\/chooseEmployee\?bill=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wer hat bedient?' })).toBeVisible();
    await page.getByRole('radio', { name: `${account.firstName} ${account.lastName}` }).check();
    await shoot(page, 'employee-de');
    await page.getByRole('button', { name: 'Weiter zum Warenkorb' }).click();

    await expect(page).toHaveURL(/\/pos\/cart\?bill=/);
    await expect(page.getByText('Hanna Haar')).toBeVisible();
    await page.getByRole('button', { name: 'Haarschnitt hinzufügen' }).click();
    await expect(page.getByTestId('bill-total')).toHaveText('39,00 €');
    await expect(page.getByText('USt 20 % von 32,50 € netto')).toBeVisible();
    await expect(page.getByTestId('not-fiscal')).toContainText('Kein Fiskalbeleg');
    await expectNoSevereViolations(page, 'the cart');
    await shoot(page, 'cart-de');
    await page.getByRole('button', { name: 'Rechnung abschließen' }).click();

    // The prepared bill: number 1, the item, the tax, the note; printable.
    await expect(page).toHaveURL(/\/pos\/[0-9a-f-]{36}$/);
    const sheet = page.getByTestId('bill-sheet');
    await expect(sheet.getByRole('heading', { level: 1, name: 'Rechnung Nr. 1' })).toBeVisible();
    await expect(sheet.getByText('Für: Hanna Haar')).toBeVisible();
    await expect(sheet.getByRole('cell', { name: 'Haarschnitt' })).toBeVisible();
    await expect(sheet.getByText('Kein Fiskalbeleg – keine Registrierkassen-Quittung')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
    await shoot(page, 'bill-de');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(sheet).toBeVisible();
    await shoot(page, 'bill-print-de');
    await page.emulateMedia({ media: 'screen' });

    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF herunterladen' }).click();
    expect((await pdf).suggestedFilename()).toBe('bill-1.pdf');

    // The start page lists it, and the owner sees the revenue (not a fiscal record).
    await page.goto('/pos');
    await expect(page.getByRole('heading', { level: 1, name: 'Abrechnen' })).toBeVisible();
    await expect(page.getByText('#1 · Hanna Haar')).toBeVisible();
    await shoot(page, 'start-de');
    await page.getByRole('link', { name: 'Umsatz' }).click();
    await expect(page.getByTestId('revenue-total')).toHaveText('39,00 €');
    await shoot(page, 'revenue-de');

    // The same screens in English.
    await api(request, account.token, 'patch', '/api/auth/user', { languageId: 'en' });
    await page.goto(page.url());
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
    await shoot(page, 'revenue-en');
    await page.goto('/pos');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await shoot(page, 'start-en');
    await page.getByText('#1 · Hanna Haar').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bill no. 1' })).toBeVisible();
    await shoot(page, 'bill-en');
    await page.goto('/pos');
    await page.getByRole('button', { name: 'Bill without a patient' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Who served?' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to the cart' }).click();
    await page.getByRole('button', { name: 'Add Pflegeshampoo' }).click();
    await expect(page.getByTestId('bill-total')).toHaveText('€12.90');
    await shoot(page, 'cart-en');
  });
});
