import { signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';
import { viennaTomorrow, ZONE } from './support/vienna-clock';

test.describe('restaurant calendar', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('staff add a reservation for five persons by hand; a party of 0 is refused first', async ({
    page,
    request,
  }) => {
    const { account } = await seedPractice(request, {
      business: { name: 'Gasthaus Krone', industry: 'restaurant', timeZone: ZONE },
      doctor: { name: 'Großer Tisch', partySize: 6 },
      week: { days: EVERY_DAY, start: '08:00', end: '18:00' },
      type: { title: 'Mittagessen', durationMinutes: 60 },
    });

    await signInWithToken(page, account.token);
    await page.goto('/waitingRoom/OrdinationCalendar');
    await expect(page.getByRole('heading', { name: 'Reservierungskalender' })).toBeVisible();
    await page.getByRole('button', { name: 'Neue Reservierung' }).tap();
    const form = page.getByRole('dialog', { name: 'Neue Reservierung' });
    const day = viennaTomorrow();
    await form.getByLabel('Datum').fill(day);
    await form.getByLabel('Uhrzeit').fill('12:00');
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Clara');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Steiner');
    await form.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 664 2223334');
    const persons = form.getByRole('spinbutton', { name: 'Personen (optional)' });

    // Nobody reserves for 0, 100 or 2.5 persons: the field says so and nothing is sent.
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/appointments')) posts += 1;
    });
    for (const wrong of ['0', '100', '2.5']) {
      await persons.fill(wrong);
      await form.getByRole('button', { name: 'Reservierung anlegen' }).tap();
      await expect(form.getByText('Bitte eine ganze Zahl von 1 bis 99 eingeben')).toBeVisible();
      await expect(persons).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posts).toBe(0);

    await persons.fill('5');
    await expect(form.getByText('Bitte eine ganze Zahl von 1 bis 99 eingeben')).toHaveCount(0);
    await form.getByRole('button', { name: 'Reservierung anlegen' }).tap();
    await expect(form).toBeHidden();
    expect(posts).toBe(1);
    await expect(page.getByText('Reservierung für Clara Steiner angelegt.')).toBeVisible();

    // The phone shows one day: tomorrow is the next one.
    await page.getByRole('button', { name: 'Weiter' }).tap();
    const event = page.locator('.fc-timegrid-event', { hasText: 'Clara Steiner' });
    await event.tap();
    const details = page.getByRole('dialog', { name: 'Clara Steiner' });
    await expect(details.getByRole('term').filter({ hasText: 'Personen' })).toBeVisible();
    await expect(details.getByRole('definition').filter({ hasText: /^5$/ })).toBeVisible();
  });
});
