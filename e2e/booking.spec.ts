import { expectNoSevereViolations } from './support/a11y';
import { calendarPart, rawMailTo, waitForMailTo } from './support/outbox';
import { seedPractice } from './support/practice';
import { postBooking } from './support/public-booking';
import { expect, test } from './support/test';

test.describe('public booking', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a patient books the first free time on a phone, gets the mail with the .ics file and cancels through its link', async ({
    page,
    request,
  }) => {
    const book = (await seedPractice(request)).business.links.book;
    const email = `eva.${Date.now()}@example.at`;

    await page.goto(book);
    await expect(page.getByRole('heading', { level: 1, name: 'Termin buchen' })).toBeVisible();
    await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
    await expectNoSevereViolations(page, 'types');
    await page.getByRole('button', { name: /Erstuntersuchung/ }).tap();

    const slotsHeading = page.getByRole('heading', { name: 'Wählen Sie einen freien Termin' });
    await expect(slotsHeading).toBeFocused();
    // The step is in the address: the browser's back and forward buttons move between steps.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Was möchten Sie buchen?' })).toBeVisible();
    await page.goForward();
    await expect(slotsHeading).toBeVisible();
    await expectNoSevereViolations(page, 'slots');

    const firstDay = page.locator('main section').first();
    const day = (await firstDay.getByRole('heading', { level: 3 }).textContent()) ?? '';
    const time = (await firstDay.getByRole('button').first().textContent()) ?? '';
    // Each time's accessible name carries its day: "08:00" repeats on every day.
    await expect(firstDay.getByRole('button').first()).toHaveAccessibleName(`${day}, ${time}`);
    await firstDay.getByRole('button').first().tap();

    await expect(page.getByRole('heading', { name: 'Ihre Kontaktdaten' })).toBeFocused();
    await expect(page.getByRole('main').getByText(time)).toBeVisible();
    // The phone number is required.
    await page.getByRole('button', { name: 'Termin buchen' }).tap();
    await expect(page.getByText('Bitte eine Telefonnummer angeben')).toBeVisible();
    await expect(page.getByText('Der Vorname muss angegeben werden')).toBeVisible();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Eva');
    // Back to the times and forward again: what was typed stays.
    await page.getByRole('button', { name: 'Zurück' }).tap();
    await expect(slotsHeading).toBeFocused();
    await page.locator('main section').first().getByRole('button').first().tap();
    await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Eva');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 1234567');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse (optional)' }).fill(email);
    await expectNoSevereViolations(page, 'details');
    await page.getByRole('button', { name: 'Termin buchen' }).tap();

    await expect(page.getByRole('heading', { name: 'Termin erfolgreich gebucht' })).toBeFocused();
    await expect(page.getByText('Sie erhalten in Kürze eine Bestätigung per E-Mail.')).toBeVisible();
    await expect(page.getByText('Dr. Maria Berger')).toBeVisible();
    await expect(page.getByText(day.split(',')[0] ?? day)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiteren Termin buchen' })).toBeVisible();

    // The confirmation e-mail carries the appointment as an .ics file and the link to manage it.
    const mail = await waitForMailTo(email);
    const calendar = calendarPart(rawMailTo(email));
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain('BEGIN:VEVENT');
    const link = /https?:\/\/[^\s"<>]+\/bookingflow\/booking\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Buchung' })).toBeVisible();
    await expect(page.getByText('Erstuntersuchung')).toBeVisible();
    await expectNoSevereViolations(page, 'manage');
    await page.getByRole('button', { name: 'Termin stornieren' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Termin stornieren?' });
    await dialog.getByRole('button', { name: 'Ja, stornieren' }).tap();
    await expect(page.getByRole('heading', { name: 'Ihr Termin wurde storniert' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dieser Termin wurde storniert' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Termin stornieren' })).toHaveCount(0);

    // The cancelled time is free again and offered first.
    await page.getByRole('link', { name: 'Neuen Termin buchen' }).tap();
    await page.getByRole('button', { name: /Erstuntersuchung/ }).tap();
    await expect(page.locator('main section').first().getByRole('button').first()).toHaveText(time);
  });

  test('someone else books the chosen time first: the patient is told and picks another', async ({
    page,
    request,
  }) => {
    const { business } = await seedPractice(request);
    const book = business.links.book;
    await page.goto(book);
    await page.getByRole('button', { name: /Erstuntersuchung/ }).tap();
    const first = page.locator('main section').first().getByRole('button').first();
    const time = (await first.textContent()) ?? '';
    await first.tap();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Eva');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 1234567');

    // Meanwhile the same time goes to someone else.
    const params = new URL(page.url()).searchParams;
    const taken = await postBooking(request, business.publicId, {
      typeId: params.get('type') ?? '',
      start: params.get('start') ?? '',
      doctorId: params.get('doctor') ?? undefined,
      firstName: 'Max',
      lastName: 'Muster',
      phone: '+43 1 2345',
    });
    expect(taken.status()).toBe(201);

    await page.getByRole('button', { name: 'Termin buchen' }).tap();
    await expect(page.getByRole('alert')).toHaveText(
      'Dieser Termin wurde gerade vergeben. Bitte einen anderen wählen.',
    );
    await expect(page.getByRole('heading', { name: 'Wählen Sie einen freien Termin' })).toBeVisible();
    await expect(page.locator('main section').first().getByRole('button').first()).not.toHaveText(time);
    // The details typed so far are kept for the next time chosen.
    await page.locator('main section').first().getByRole('button').first().tap();
    await expect(page.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('+43 660 1234567');
  });

  test('says so when a business has no appointment types, a link is incomplete or a booking unknown', async ({
    page,
    request,
  }) => {
    const book = (await seedPractice(request, { withType: false })).business.links.book;
    await page.goto(book);
    await expect(page.getByText('Noch keine Termine online buchbar')).toBeVisible();

    await page.goto('/bookingflow/bookAppointment');
    await expect(page.getByRole('heading', { name: 'Dieser Buchungslink funktioniert nicht' })).toBeVisible();

    await page.goto('/bookingflow/booking?token=unknown');
    await expect(page.getByRole('heading', { name: 'Buchung nicht gefunden' })).toBeVisible();
  });
});
