import { authHeaders, signUpByApi } from './support/accounts';
import { createBusiness } from './support/businesses';
import { addAppointmentType, addDoctor, EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';
import { viennaTomorrow } from './support/vienna-clock';

// Issue 18 "Booking rules": the slot interval is independent of the duration, so a restaurant
// seats every 15 minutes for 90-minute tables.
test.describe('a restaurant on a 15-minute grid', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('offers :00, :15, :30 and :45 for 90-minute tables and a guest reserves a quarter past', async ({
    page,
    request,
  }) => {
    const { token } = await signUpByApi(request);
    const business = await createBusiness(request, token, { name: 'Trattoria Sole', industry: 'restaurant' });
    const week = { days: EVERY_DAY, start: '17:00', end: '22:00' };
    const table = await addDoctor(request, token, business.id, { name: 'Ecktisch', partySize: 4 }, week);
    await addAppointmentType(request, token, business.id, {
      title: 'Abendessen',
      durationMinutes: 90,
      doctorIds: [table],
    });
    const rules = await request.patch(`/api/businesses/${business.id}`, {
      headers: authHeaders(token),
      data: { bookingRules: { slotIntervalMinutes: 15 } },
    });
    expect(rules.status(), await rules.text()).toBe(200);

    await page.goto(business.links.book);
    await page.getByRole('button', { name: /Abendessen/ }).tap();
    await page.getByRole('button', { name: '2', exact: true }).tap();
    await expect(page.getByRole('heading', { name: 'Wählen Sie eine freie Zeit' })).toBeVisible();
    await page.getByLabel('Datum (optional)').fill(viennaTomorrow());

    const times = page.locator('main section').first().getByRole('button');
    await expect(times.first()).toHaveText('17:00');
    await expect(times).toHaveText([
      '17:00',
      '17:15',
      '17:30',
      '17:45',
      '18:00',
      '18:15',
      '18:30',
      '18:45',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:00',
      '20:15',
      '20:30',
    ]);
    await times.nth(1).tap();

    await expect(page.getByRole('heading', { name: 'Ihre Kontaktdaten' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Luca');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Rossi');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 7654321');
    await page.getByRole('button', { name: 'Tisch reservieren' }).tap();

    await expect(page.getByRole('heading', { name: 'Tisch erfolgreich reserviert' })).toBeFocused();
    await expect(page.getByText(/17:15/)).toBeVisible();
  });
});
