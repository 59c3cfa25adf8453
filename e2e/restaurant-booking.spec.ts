import type { APIRequestContext } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { createBusiness } from './support/businesses';
import { waitForMailTo } from './support/outbox';
import { addAppointmentType, addDoctor, WEEKDAYS } from './support/schedule';
import { expect, test } from './support/test';

/**
 * A restaurant with a 2-top, a 4-top and a 6-top, free Monday to Friday 08:00–18:00: "Abendessen" at
 * any table, "Terrasse" at the 2-top and the 4-top only.
 */
async function seedRestaurant(request: APIRequestContext) {
  const { token } = await signUpByApi(request);
  const business = await createBusiness(request, token, { name: 'Trattoria Luna', industry: 'restaurant' });
  const week = { days: WEEKDAYS, start: '08:00', end: '18:00' };
  const tableIds: string[] = [];
  for (const [name, partySize] of [
    ['Fenstertisch', 2],
    ['Ecktisch', 4],
    ['Großer Tisch', 6],
  ] as const) {
    tableIds.push(await addDoctor(request, token, business.id, { name, partySize }, week));
  }
  await addAppointmentType(request, token, business.id, {
    title: 'Abendessen',
    durationMinutes: 90,
    doctorIds: tableIds,
  });
  await addAppointmentType(request, token, business.id, {
    title: 'Terrasse',
    durationMinutes: 90,
    color: '#4caf50',
    doctorIds: tableIds.slice(0, 2),
  });
  return business.links.book;
}

test.describe('restaurant reservation', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a party of four says how many they are on a phone and gets the 4-top, not the 2-top', async ({
    page,
    request,
  }) => {
    const book = await seedRestaurant(request);
    const email = `luna.${Date.now()}@example.at`;

    await page.goto(book);
    await expect(page.getByRole('heading', { level: 1, name: 'Tisch reservieren' })).toBeVisible();
    await page.getByRole('button', { name: /Abendessen/ }).tap();

    // The times come only once the party has said how many they are.
    await expect(page.getByRole('heading', { name: 'Wie viele Personen?' })).toBeFocused();
    await expect(page.locator('main section')).toHaveCount(0);
    // The largest table seats six: a bigger party is asked to call.
    await expect(page.getByRole('button', { name: '7', exact: true })).toHaveCount(0);
    // No party of 0 or 500: the field says what it takes, and no times come.
    const other = page.getByRole('spinbutton', { name: 'Andere Anzahl' });
    for (const wrong of ['0', '500', '2.5']) {
      await other.fill(wrong);
      await expect(page.getByText('Bitte eine ganze Zahl von 1 bis 99 eingeben')).toBeVisible();
      await expect(other).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('main section')).toHaveCount(0);
    }
    await page.getByRole('spinbutton', { name: 'Andere Anzahl' }).fill('9');
    await expect(page.getByText('Für größere Gruppen rufen Sie uns bitte an.')).toBeVisible();
    await expect(page.getByText('Bitte eine ganze Zahl von 1 bis 99 eingeben')).toHaveCount(0);
    await expect(page.getByText('Online reservieren wir Tische für bis zu 6 Personen.')).toBeVisible();
    await expect(page.locator('main section')).toHaveCount(0);

    await page.getByRole('button', { name: '4', exact: true }).tap();
    await expect(page).toHaveURL(/persons=4/);
    await expect(page.getByRole('button', { name: '4', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'Wählen Sie eine freie Zeit' })).toBeVisible();
    await page.locator('main section').first().getByRole('button').first().tap();

    await expect(page.getByRole('heading', { name: 'Ihre Kontaktdaten' })).toBeFocused();
    await expect(page.getByText('Abendessen für 4 Personen')).toBeVisible();
    await expect(
      page.getByText('Zum Beispiel Kinderstuhl, Allergien oder ein besonderer Anlass'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Luca');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Rossi');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 7654321');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse (optional)' }).fill(email);
    await page.getByRole('button', { name: 'Tisch reservieren' }).tap();

    await expect(page.getByRole('heading', { name: 'Tisch erfolgreich reserviert' })).toBeFocused();
    await expect(page.getByText('Abendessen für 4 Personen')).toBeVisible();
    await expect(page.getByText('Ecktisch')).toBeVisible();
    await expect(page.getByText('Fenstertisch')).toHaveCount(0);

    // The outbox helper decodes quoted-printable byte by byte: read those bytes as UTF-8 for the ü.
    const mail = Buffer.from(await waitForMailTo(email), 'latin1').toString('utf8');
    expect(mail).toContain('Für 4 Personen');
    expect(mail).toContain('Reservierter Tisch: Ecktisch');
  });

  test('a party too big for the tables of the chosen kind of table is asked to call', async ({
    page,
    request,
  }) => {
    await page.goto(await seedRestaurant(request));
    await page.getByRole('button', { name: /Terrasse/ }).tap();
    await expect(page.getByRole('heading', { name: 'Wie viele Personen?' })).toBeFocused();
    // The terrace's largest table seats four, although the restaurant has a 6-top inside.
    await expect(page.getByRole('button', { name: '4', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '5', exact: true })).toHaveCount(0);
    await page.getByRole('spinbutton', { name: 'Andere Anzahl' }).fill('5');
    await expect(page.getByText('Online reservieren wir Tische für bis zu 4 Personen.')).toBeVisible();
    await expect(page.locator('main section')).toHaveCount(0);
  });
});
