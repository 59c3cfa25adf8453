import type { APIRequestContext } from '@playwright/test';
import { STRONG_PASSWORD, signInWithToken } from './support/accounts';
import { verificationLinkFor } from './support/outbox';
import { seedPractice } from './support/practice';
import { EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';

/** A bookable practice of an owner who has not confirmed the address yet. */
function unverifiedPractice(request: APIRequestContext) {
  return seedPractice(request, {
    verified: false,
    owner: { firstName: 'Vera' },
    business: { name: 'Ordination Dr. Vogel' },
    doctor: { name: 'Dr. Vera Vogel', specialty: 'Allgemeinmedizin' },
    week: { days: EVERY_DAY, start: '00:00', end: '24:00' },
    type: { title: 'Erstgespräch', durationMinutes: 30 },
  });
}

test.describe('e-mail verification', () => {
  test('a new owner sees the banner, patients cannot book yet; after the mailed link the banner is gone and patients can book', async ({
    page,
    browser,
    request,
  }) => {
    const { account, business } = await unverifiedPractice(request);
    await signInWithToken(page, account.token);
    await page.goto(`/waitingRoom/ordinationMainMenu/${business.id}`);
    const banner = page.getByText(`Bitte bestätige deine E-Mail-Adresse ${account.email}`);
    await expect(banner).toBeVisible();
    await expect(
      page.getByText('Patientinnen und Patienten können hier noch nicht online buchen'),
    ).toBeVisible();

    // A patient's phone: the booking and registration pages say so before anyone types.
    const patient = await browser.newPage();
    await patient.goto(business.links.book);
    await expect(patient.getByRole('heading', { name: 'Online-Buchung noch nicht möglich' })).toBeVisible();
    await patient.goto(business.links.register);
    await expect(patient.getByText('Online-Anmeldung noch nicht möglich')).toBeVisible();

    // "Send again" mails a new link; the owner follows it.
    await page.getByRole('button', { name: 'Erneut senden' }).click();
    await expect(page.getByText('Wir haben dir einen neuen Link geschickt.')).toBeVisible();
    await page.goto(await verificationLinkFor(account.email));
    await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigt' })).toBeVisible();
    await page.getByRole('link', { name: 'Weiter zu Qtify' }).click();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The same link again is used up and says how to get a new one.
    await page.goto(await verificationLinkFor(account.email));
    await expect(page.getByRole('heading', { name: 'Link ungültig' })).toBeVisible();
    await expect(page.getByText('Erneut senden')).toBeVisible();

    await patient.goto(business.links.book);
    await expect(patient.getByRole('button', { name: /Erstgespräch/ })).toBeVisible();
    await patient.goto(business.links.register);
    await expect(patient.getByRole('textbox', { name: 'Vor- und Nachname' })).toBeVisible();
    await patient.close();
  });

  test('signing up in the browser shows the banner at once', async ({ page }) => {
    const email = `vera.${Date.now()}@example.at`;
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Vera');
    await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Vogel');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('textbox', { name: 'Passwort wiederholen', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText(`Bitte bestätige deine E-Mail-Adresse ${email}`)).toBeVisible();
  });
});
