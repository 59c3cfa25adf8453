import { signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { expect, test } from './support/test';

test.describe('a restaurant’s waiting list', () => {
  test('a guest joins with 4 persons on a phone and staff see “4 Personen”', async ({
    page,
    browser,
    request,
  }) => {
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Trattoria Da Gino',
      industry: 'restaurant',
    });

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
    });
    const guest = await phone.newPage();
    await guest.goto(business.links.register);
    await guest.getByLabel('Vor- und Nachname').fill('Gino Rossi');
    const persons = guest.getByLabel('Wie viele Personen?');
    await expect(persons).toHaveAttribute('inputmode', 'numeric');
    // Out of range: said on the field, nothing sent.
    await persons.fill('0');
    await guest.getByRole('button', { name: 'Auf die Warteliste' }).tap();
    await expect(guest.getByText('Bitte eine ganze Zahl von 1 bis 99 eingeben')).toBeVisible();
    await persons.fill('4');
    await guest.getByRole('button', { name: 'Auf die Warteliste' }).tap();
    await expect(guest.getByTestId('queue-position')).toBeVisible();
    await phone.close();

    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithToken(page, account.token);
    await page.goto('/waitingRoom/room');
    const card = page.getByRole('article', { name: 'Gino Rossi', exact: true });
    await expect(card.getByText('4 Personen', { exact: true })).toBeVisible();

    // At the desk: the persons are optional, and a party of one reads "1 Person".
    await page.getByRole('button', { name: 'Gast hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gast manuell hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Lea');
    await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Bauer');
    await dialog.getByRole('textbox', { name: 'Personen' }).fill('1');
    await dialog.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    const lea = page.getByRole('article', { name: 'Lea Bauer', exact: true });
    await expect(lea.getByText('1 Person', { exact: true })).toBeVisible();
  });
});
