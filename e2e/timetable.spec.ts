import { authHeaders, signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { addDoctor, EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';
import { fillTimetableWeek } from './support/timetable-week';
import { viennaTomorrow } from './support/vienna-clock';

/** "Donnerstag, 26. November": how the timetable and the booking page name a day. */
const longDay = (date: string, language = 'de-DE') => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day, 12)));
};

test.describe('the timetable', () => {
  test('staff give a doctor other hours tomorrow; the timetable shows it and online booking offers only those', async ({
    page,
  }, testInfo) => {
    const practice = await seedPractice(page.request, {
      week: { days: EVERY_DAY, start: '08:00', end: '18:00' },
    });
    const tomorrow = viennaTomorrow();
    await signInWithToken(page, practice.account.token);

    await page.goto(`/profile/editTimetable?week=${tomorrow}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Arbeitszeiten bearbeiten' })).toBeVisible();
    const day = page.getByRole('button', { name: `Dr. Maria Berger am ${longDay(tomorrow)} ändern` });
    await expect(day).toContainText('08:00–18:00');
    await day.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('switch', { name: 'Arbeitet an diesem Tag nicht' })).not.toBeChecked();
    await dialog.getByLabel('Von').fill('10:00');
    await dialog.getByLabel('Bis').fill('11:00');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(day).toContainText('10:00–11:00');
    await expect(day).toContainText('geändert');
    await page.screenshot({ path: testInfo.outputPath('edit-timetable-desktop-de.png'), fullPage: true });

    await page.getByRole('link', { name: 'Fertig' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/timetable\\?week=${tomorrow}$`));
    const row = page.getByTestId(`timetable-row-${practice.doctorId}`);
    await expect(row).toContainText('10:00–11:00');
    await expect(row).toContainText('geändert');

    // The public booking page: tomorrow offers only 10:00 and 10:30, no time from the removed hours.
    await page.goto(practice.business.links.book);
    await page.getByRole('button', { name: /Erstuntersuchung/ }).click();
    const tomorrowSlots = page.getByRole('region', { name: longDay(tomorrow) });
    await expect(tomorrowSlots.getByRole('button').first()).toBeVisible();
    expect(await tomorrowSlots.getByRole('button').allTextContents()).toEqual(['10:00', '10:30']);
  });
});

test.describe('the timetable on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-GB' });

  test('a restaurant sees its tables and shifts as a list of days, in its own words', async ({
    page,
  }, testInfo) => {
    const practice = await seedPractice(page.request, {
      business: { name: 'Trattoria Sole', industry: 'restaurant' },
      doctor: { name: 'Table 1', partySize: 4 },
      week: { days: EVERY_DAY, start: '11:00', end: '22:00' },
      withType: false,
    });
    const { account, business } = practice;
    const second = await addDoctor(
      page.request,
      account.token,
      business.id,
      { name: 'Table 2', partySize: 2 },
      {
        days: EVERY_DAY,
        start: '17:00',
        end: '22:00',
      },
    );
    const tomorrow = viennaTomorrow();
    await fillTimetableWeek(page.request, account.token, business.id, [practice.doctorId, second], tomorrow);
    const language = await page.request.patch('/api/auth/user', {
      headers: authHeaders(account.token),
      data: { languageId: 'en' },
    });
    expect(language.ok(), await language.text()).toBe(true);
    await signInWithToken(page, account.token);

    await page.goto(`/profile/timetable?week=${tomorrow}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tables and shifts' })).toBeVisible();
    const day = page
      .getByTestId('timetable-days')
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 2, name: longDay(tomorrow, 'en') }),
      });
    await expect(day.getByRole('heading', { level: 3, name: 'Tables' })).toBeVisible();
    await expect(day).toContainText('Blocked · Fortbildung');
    await expect(day).toContainText('12:00–16:00');
    await expect(day).toContainText('away');
    await page.screenshot({ path: testInfo.outputPath('timetable-restaurant-phone-en.png'), fullPage: true });
  });
});
