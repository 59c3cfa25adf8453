import { authHeaders } from './support/accounts';
import { seedPractice } from './support/practice';
import { joinQueue } from './support/queue';
import { expect, test } from './support/test';

const MINUTE = 60_000;

test.describe('the start page', () => {
  test('staff land on their day after login, see it live and add a walk-in from it', async ({
    page,
    request,
  }) => {
    // "Later today" needs some day left in Vienna, the practice's zone.
    const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Vienna',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(new Date())
      .split(':')
      .map(Number);
    test.skip(
      (hour ?? 0) * 60 + (minute ?? 0) > 23 * 60 + 25,
      'too close to midnight in Vienna for "later today"',
    );
    const practice = await seedPractice(request);
    const { account, business } = practice;
    // Booked by the desk for later today (on purpose outside the hours if need be).
    const start = new Date(Math.ceil((Date.now() + 20 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE).toISOString();
    const booked = await request.post(`/api/businesses/${business.id}/appointments`, {
      headers: authHeaders(account.token),
      data: {
        typeId: practice.typeId,
        doctorId: practice.doctorId,
        start,
        firstName: 'Eva',
        lastName: 'Huber',
        phone: '+43 660 1234567',
        override: true,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/startpage$/);
    await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();

    const appointments = page.getByTestId('start-appointments');
    await expect(appointments).toContainText('Dr. Maria Berger');
    await expect(appointments).toContainText('Eva Huber');
    await expect(appointments).toContainText('Noch 1 heute');
    await expect(page.getByTestId('start-waiting')).toHaveText('0');
    await expect(page.getByTestId('live-indicator')).toContainText('Live verbunden');

    // A patient registers by QR code: the page shows them without a reload.
    await joinQueue(request, business.publicId, 'Anna Berger');
    await expect(page.getByTestId('start-waiting')).toHaveText('1');

    // The quick action opens the waiting room's own "add at the desk" dialog.
    await page.getByRole('link', { name: 'Patient:in am Empfang aufnehmen' }).click();
    await expect(page).toHaveURL(/\/waitingRoom\/room$/);
    const dialog = page.getByRole('dialog', { name: 'Patientin oder Patient manuell hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Max');
    await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Gruber');
    await dialog.getByRole('button', { name: 'Ins Wartezimmer aufnehmen' }).click();
    await expect(dialog).toHaveCount(0);

    await page
      .locator('nav.mantine-AppShell-navbar')
      .getByRole('link', { name: 'Start', exact: true })
      .click();
    await expect(page.getByTestId('start-waiting')).toHaveText('2');
  });
});
