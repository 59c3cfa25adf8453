import { signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { entryCard } from './support/queue';
import { expect, test } from './support/test';

const SHOTS = process.env.E2E_SCREENSHOTS;

test.describe('appointment check-in', () => {
  test('a patient checks in from the manage link and appears in the staff waiting room with the appointment', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Open every day around the clock: the next free time is at most half an hour away, inside the
    // check-in window (60 minutes before the start until its end) whenever the test runs.
    const { account, business, typeId } = await seedPractice(request, {
      week: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' },
    });
    const [slot] = await freeSlots(request, business.publicId, typeId!);
    expect(Date.parse(slot!.start) - Date.now()).toBeLessThan(60 * 60_000);
    const booked = await postBooking(request, business.publicId, {
      typeId: typeId!,
      start: slot!.start,
      firstName: 'Moritz',
      lastName: 'Gruber',
      phone: '+43 660 7654321',
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { manageToken } = (await booked.json()).booking as { manageToken: string };
    const time = new Intl.DateTimeFormat('de-AT', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Vienna',
    }).format(new Date(slot!.start));

    // The patient's phone: the manage link offers "I am here" and leads to the patient room.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
    });
    const patient = await phone.newPage();
    await patient.goto(`/bookingflow/booking?token=${manageToken}`);
    const checkIn = patient.getByRole('button', { name: 'Ich bin da – einchecken' });
    await expect(checkIn).toBeVisible();
    if (SHOTS) await patient.screenshot({ path: `${SHOTS}/check-in-manage-390.png`, fullPage: true });
    await checkIn.tap();
    await expect(patient).toHaveURL(/\/waitingRoom\/patientRoom\?entry=/);
    await expect(patient.getByTestId('room-appointment')).toHaveText(
      `Ihr Termin um ${time}: Erstuntersuchung. Sie sind ab Ihrer Terminzeit an der Reihe.`,
    );
    if (SHOTS) await patient.screenshot({ path: `${SHOTS}/check-in-room-390.png`, fullPage: true });

    // The desk: Moritz is in the waiting room, checked in, with his appointment on the card.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithToken(page, account.token);
    await page.goto('/ro23omasfdas/asdflkjsdsd');
    const card = entryCard(page, 'Moritz Gruber');
    await expect(card).toBeVisible();
    await expect(card.getByText('Eingecheckt', { exact: true })).toBeVisible();
    await expect(card.getByTestId('entry-appointment')).toHaveText(
      `Termin ${time}: Erstuntersuchung · bei Dr. Maria Berger`,
    );
    // Checked in: not among today's appointments still expected.
    await expect(page.getByRole('region', { name: /Heute erwartet/ })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/check-in-staff-1280.png`, fullPage: true });

    // Tapping again (another tab, a slow network) gives the same place, not a second one.
    await patient.goto(`/bookingflow/booking?token=${manageToken}`);
    await patient.getByRole('button', { name: 'Ich bin da – einchecken' }).tap();
    await expect(patient.getByTestId('room-appointment')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Moritz Gruber' })).toHaveCount(1);
    await phone.close();
  });
});
