import { expectNoSevereViolations } from './support/a11y';
import { signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { expect, test } from './support/test';

test.describe('the catalogue', () => {
  test('a salon owner adds a bookable service with a price, and visitors see it on the price list and book it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { account, business } = await seedPractice(request, {
      business: { name: 'Salon Lena', industry: 'hairdresser' },
      doctor: { name: 'Lena', specialty: 'Friseurin' },
      withType: false,
    });

    await signInWithToken(page, account.token);
    await page.goto('/profile/product');
    await expect(page.getByRole('heading', { level: 1, name: 'Leistungen & Preise' })).toBeVisible();
    await expect(page.getByText('Noch nichts in der Preisliste')).toBeVisible();
    await page.getByRole('link', { name: 'Leistung hinzufügen' }).click();

    await expect(page).toHaveURL(/\/profile\/product\/EditProduct$/);
    await page.getByRole('textbox', { name: 'Bezeichnung' }).fill('Damenhaarschnitt');
    await page.getByRole('textbox', { name: 'Kategorie' }).fill('Haare');
    const price = page.getByRole('textbox', { name: /Preis inkl. MwSt./ });
    await price.fill('45,9');
    await price.blur();
    await expect(price).toHaveValue('45,90');
    await page.getByRole('spinbutton', { name: 'Dauer in Minuten' }).fill('45');
    await page.getByRole('switch', { name: /Online buchbar/ }).check();
    await expectNoSevereViolations(page, 'catalogue item form');
    await page.getByRole('button', { name: 'Hinzufügen' }).click();

    // Back on the list, with the price in euros and the item bookable.
    await expect(page).toHaveURL(/\/profile\/product$/);
    const row = page.getByRole('listitem').filter({ hasText: 'Damenhaarschnitt' });
    await expect(row).toContainText('45,90 €');
    await expect(row).toContainText('Online buchbar');
    await expect(row).toContainText('45 Min.');
    await expectNoSevereViolations(page, 'catalogue list');

    // A visitor, on a phone, by the business's link.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT' });
    const visitor = await phone.newPage();
    await visitor.goto(`/products?b=${business.publicId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Preisliste' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Haare' })).toBeVisible();
    await expect(visitor.getByText('45,90 €')).toBeVisible();
    await expectNoSevereViolations(visitor, 'public price list');

    // One item's page, then "Book" opens the booking at its times.
    await visitor.getByRole('link', { name: 'Damenhaarschnitt', exact: true }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Damenhaarschnitt' })).toBeVisible();
    await visitor.getByRole('link', { name: 'Buchen' }).click();
    await expect(visitor).toHaveURL(/\/bookingflow\/bookAppointment\?b=.*&type=/);
    await expect(visitor.getByText('Schritt 2 von 3')).toBeVisible();

    // The booking's first step shows the service's price beside its duration.
    await visitor.goto(`/bookingflow/bookAppointment?b=${business.publicId}`);
    await expect(visitor.getByRole('button', { name: /Damenhaarschnitt/ })).toContainText(
      '45 Min. · 45,90 €',
    );
    await phone.close();
  });
});
