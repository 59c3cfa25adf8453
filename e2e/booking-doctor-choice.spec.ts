import { seedPractice } from './support/practice';
import { addAppointmentType, addDoctor, EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';

// Issue 18 "Booking rules": where a type has several doctors, the patient picks one (or "any").
test.describe('choosing the doctor when booking', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a patient picks Dr. Huber, sees only her times and the booking lands on her', async ({
    page,
    request,
  }) => {
    const week = { days: EVERY_DAY, start: '08:00', end: '20:00' };
    const practice = await seedPractice(request, { week, withType: false });
    const { token } = practice.account;
    const huberId = await addDoctor(
      request,
      token,
      practice.business.id,
      { name: 'Dr. Eva Huber', specialty: 'Innere Medizin' },
      week,
    );
    await addAppointmentType(request, token, practice.business.id, {
      title: 'Kontrolle',
      durationMinutes: 30,
      doctorIds: [practice.doctorId, huberId],
    });

    await page.goto(practice.business.links.book);
    await page.getByRole('button', { name: /Kontrolle/ }).tap();
    await expect(page.getByRole('heading', { name: 'Wählen Sie einen freien Termin' })).toBeFocused();
    const choice = page.getByRole('group', { name: 'Ärztin/Arzt' });
    await expect(choice.getByRole('button', { name: 'Egal' })).toHaveAttribute('aria-pressed', 'true');
    await choice.getByRole('button', { name: 'Dr. Eva Huber' }).tap();
    await expect(choice.getByRole('button', { name: 'Dr. Eva Huber' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.locator('main section').first().getByRole('button').first().tap();
    await expect(page.getByRole('heading', { name: 'Ihre Kontaktdaten' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Gruber');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 2345678');
    await page.getByRole('button', { name: 'Termin buchen' }).tap();

    await expect(page.getByRole('heading', { name: 'Termin erfolgreich gebucht' })).toBeFocused();
    await expect(page.getByText('Dr. Eva Huber')).toBeVisible();
    await expect(page.getByText('Dr. Maria Berger')).toHaveCount(0);
  });
});
