import { expectNoSevereViolations } from './support/a11y';
import { signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { entryCard } from './support/queue';
import { expect, test } from './support/test';

// Issue 22 end to end: a salon adds a priced service, a customer finds it on the salon's public
// page and books it, and the desk bills the finished visit and prints the bill.

test.describe('a salon’s day with prices', () => {
  test('a service with a price is on the public page, a customer books it, and the finished visit is billed and printed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // Open around the clock: the customer's first free time is within the hour, so the desk can
    // check the appointment in today whenever the test runs.
    const { account, business } = await seedPractice(request, {
      business: { name: 'Salon Tagesablauf', industry: 'hairdresser' },
      doctor: { name: 'Lena', specialty: 'Friseurin' },
      week: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' },
      withType: false,
    });

    // The owner adds a bookable service with its price.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithToken(page, account.token);
    await page.goto('/profile/product/EditProduct');
    await page.getByRole('textbox', { name: 'Bezeichnung' }).fill('Damenhaarschnitt');
    const price = page.getByRole('textbox', { name: /Preis inkl. MwSt./ });
    await price.fill('45,9');
    await price.blur();
    await page.getByRole('spinbutton', { name: 'Dauer in Minuten' }).fill('30');
    await page.getByRole('switch', { name: /Online buchbar/ }).check();
    await page.getByRole('button', { name: 'Hinzufügen' }).click();
    await expect(page).toHaveURL(/\/profile\/product$/);

    // A customer on a phone opens the salon's page, sees the price and books the service.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT' });
    const customer = await phone.newPage();
    await customer.goto(`/shops/${business.publicId}`);
    await expect(customer.getByRole('heading', { level: 1, name: 'Salon Tagesablauf' })).toBeVisible();
    await expect(customer.getByText('Damenhaarschnitt').first()).toBeVisible();
    await expect(customer.getByText('45,90 €').first()).toBeVisible();
    await expectNoSevereViolations(customer, 'the salon’s public page');
    await customer.getByRole('link', { name: 'Termin buchen' }).click();
    await customer.getByRole('button', { name: /Damenhaarschnitt/ }).click();
    await customer.getByRole('listitem').getByRole('button').first().click();
    await customer.getByRole('textbox', { name: /Vorname/ }).fill('Sofia');
    await customer.getByRole('textbox', { name: /Nachname/ }).fill('Schnitt');
    await customer.getByRole('textbox', { name: /Telefonnummer/ }).fill('+43 660 1112233');
    await customer.getByRole('button', { name: 'Termin buchen' }).click();
    await expect(customer.getByRole('heading', { name: /erfolgreich gebucht/ })).toBeVisible();
    await phone.close();

    // The desk checks her in from today's appointments, she is served, and the visit is finished.
    await page.goto('/waitingRoom/room');
    const today = page.getByRole('region', { name: /Heute erwartet/ });
    await today.getByRole('button', { name: 'Sofia Schnitt einchecken' }).first().click();
    const card = entryCard(page, 'Sofia Schnitt');
    await expect(card.getByTestId('entry-appointment')).toContainText('Damenhaarschnitt');
    await card.getByRole('button', { name: 'Bedienen', exact: true }).click();
    await entryCard(page, 'Sofia Schnitt').getByRole('button', { name: 'Abschließen' }).click();
    await page.getByRole('menuitem', { name: 'Bedient' }).click();
    await page.getByRole('tab', { name: 'Heute' }).click();

    // From the finished visit to the counter: who served, the service, the bill.
    await entryCard(page, 'Sofia Schnitt').getByRole('link', { name: 'Abrechnen' }).click();
    await expect(page).toHaveURL(/\/pos\/chooseEmployee\?bill=/);
    await page.getByRole('radio', { name: `${account.firstName} ${account.lastName}` }).check();
    await page.getByRole('button', { name: 'Weiter zum Warenkorb' }).click();
    const kept = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith('/items'),
    );
    await page.getByRole('button', { name: 'Damenhaarschnitt hinzufügen' }).click();
    await expect(page.getByTestId('bill-total')).toHaveText('45,90 €');
    // The cart keeps its lines on the draft: away to "who served" and back, the item is still there.
    expect((await kept).ok()).toBe(true);
    await page.getByRole('link', { name: 'Ändern' }).click();
    await page.getByRole('button', { name: 'Weiter zum Warenkorb' }).click();
    await expect(page.getByTestId('bill-total')).toHaveText('45,90 €');
    await page.getByRole('button', { name: 'Rechnung abschließen' }).click();

    const sheet = page.getByTestId('bill-sheet');
    await expect(sheet.getByRole('heading', { level: 1, name: 'Rechnung Nr. 1' })).toBeVisible();
    await expect(sheet.getByText('Für: Sofia Schnitt')).toBeVisible();
    await expect(sheet.getByRole('cell', { name: 'Damenhaarschnitt' })).toBeVisible();
    // Printing: the browser's print dialog is replaced by a recorder; the sheet is what prints.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Drucken' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(sheet).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
  });
});
