import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { STRONG_PASSWORD } from './support/accounts';
import { verificationLinkFor } from './support/outbox';
import { expect, test } from './support/test';

/**
 * Counts what a person does: each click and each filled field is one action, and so is opening a
 * link (the verification mail's, the shared booking link). Prefilled fields that are left as they
 * are cost nothing, which is the point of the setup's defaults.
 */
class ActionCounter {
  count = 0;

  async click(target: Locator) {
    this.count += 1;
    await target.click();
  }

  async fill(target: Locator, value: string) {
    this.count += 1;
    await target.fill(value);
  }

  async open(page: Page, url: string) {
    this.count += 1;
    await page.goto(url);
  }
}

/** Each step of the setup is checked with axe too (not an action: nobody does anything for it). */
async function expectNoSevereViolations(page: Page, step: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${step}: ${v.id} ${v.help}`)).toEqual([]);
}

/** At most this many actions from signing up to a booking on the shared link (issue 17). */
const BUDGET = 20;

test.describe('onboarding', () => {
  test('a practice signs up, sets up in three steps and a patient books on the shown link, in at most 20 actions', async ({
    page,
    browser,
  }, testInfo) => {
    const actions = new ActionCounter();
    const email = `lena.${Date.now()}@example.at`;
    const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });

    await page.goto('/signup');
    await actions.fill(textbox('Vorname'), 'Lena');
    await actions.fill(textbox('Nachname'), 'Gruber');
    await actions.fill(textbox('E-Mail-Adresse'), email);
    await actions.fill(textbox('Passwort'), STRONG_PASSWORD);
    await actions.fill(textbox('Passwort wiederholen'), STRONG_PASSWORD);
    await actions.click(page.getByRole('button', { name: 'Konto erstellen' }));

    // Step 1: the business.
    await expect(page).toHaveURL(/\/waitingRoom\/InitialCompany$/);
    await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
    await expectNoSevereViolations(page, 'business');
    await actions.click(page.getByRole('radio', { name: /^Arztpraxis/ }));
    await actions.fill(textbox('Name der Ordination'), 'Ordination Dr. Gruber');
    await actions.click(page.getByRole('button', { name: 'Ordination anlegen' }));

    // Step 2: the first doctor, named after the owner, with Mon–Fri 08:00–12:00 and 13:00–17:00.
    await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
    await expect(textbox('Name')).toHaveValue('Dr. Lena Gruber');
    await expect(textbox('Fachgebiet')).toHaveValue('Allgemeinmedizin');
    await expect(page.getByRole('checkbox', { name: 'Mo' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Sa' })).not.toBeChecked();
    await expect(page.getByLabel('Beginn 1')).toHaveValue('08:00');
    await expect(page.getByLabel('Ende 2')).toHaveValue('17:00');
    await expectNoSevereViolations(page, 'doctor');
    await actions.click(page.getByRole('button', { name: 'Weiter' }));

    // Step 3: the first appointment type, suggested for a practice.
    await expect(page.getByText('Schritt 3 von 3')).toBeVisible();
    await expect(textbox('Titel')).toHaveValue('Untersuchung');
    await expect(page.getByRole('spinbutton', { name: 'Dauer in Minuten' })).toHaveValue('15');
    await expectNoSevereViolations(page, 'appointment type');
    await actions.click(page.getByRole('button', { name: 'Fertigstellen' }));

    // The end: the booking link and the QR code.
    await expect(page.getByRole('heading', { level: 1, name: /Geschafft/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR-Code/ })).toBeVisible();
    const bookingLink = await page.getByRole('textbox', { name: 'Link zur Terminbuchung' }).inputValue();
    expect(bookingLink).toMatch(/\/bookingflow\/bookAppointment\?b=/);
    await expectNoSevereViolations(page, 'done');
    await page.screenshot({ path: testInfo.outputPath('onboarding-done.png'), fullPage: true });

    // The owner confirms the address: the link of the mail.
    await actions.open(page, await verificationLinkFor(email));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A patient on their own phone opens the shared link and books the first free time.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-DE' });
    const patient = await phone.newPage();
    await actions.open(patient, bookingLink);
    await actions.click(patient.getByRole('button', { name: /Untersuchung/ }));
    await actions.click(patient.locator('main section').first().getByRole('button').first());
    await actions.fill(patient.getByRole('textbox', { name: 'Vorname' }), 'Eva');
    await actions.fill(patient.getByRole('textbox', { name: 'Nachname' }), 'Huber');
    await actions.fill(patient.getByRole('textbox', { name: 'Telefonnummer' }), '+43 660 1234567');
    await actions.click(patient.getByRole('button', { name: 'Termin buchen' }));
    await expect(patient.getByRole('heading', { name: 'Termin erfolgreich gebucht' })).toBeVisible();
    await expect(patient.getByText('Dr. Lena Gruber')).toBeVisible();
    await phone.close();

    console.log(`onboarding: ${actions.count} actions from sign-up to a booking on the shown link`);
    testInfo.annotations.push({ type: 'actions', description: String(actions.count) });
    expect(actions.count).toBeLessThanOrEqual(BUDGET);
  });
});
