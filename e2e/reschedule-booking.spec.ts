import { expectNoSevereViolations } from './support/a11y';
import { waitForMailTo } from './support/outbox';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { expect, test } from './support/test';

test.describe('manage link', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a patient moves their booking to another time from the link in the mail', async ({
    page,
    request,
  }) => {
    const { business, typeId } = await seedPractice(request);
    const email = `moritz.${Date.now()}@example.at`;
    const [first, second] = await freeSlots(request, business.publicId, typeId!);
    const booked = await postBooking(request, business.publicId, {
      typeId: typeId!,
      start: first!.start,
      firstName: 'Moritz',
      lastName: 'Gruber',
      phone: '+43 660 7654321',
      email,
    });
    expect(booked.status()).toBe(201);
    const mail = await waitForMailTo(email);
    const link = /https?:\/\/[^\s"<>]+\/bookingflow\/booking\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Ihre Buchung' })).toBeVisible();
    await page.getByRole('button', { name: 'Termin verschieben' }).tap();
    await expect(page.getByRole('heading', { name: 'Wählen Sie einen freien Termin' })).toBeFocused();
    await expectNoSevereViolations(page, 'reschedule times');
    // The booked time is the patient's own: the list starts with the next one.
    const next = page.locator('main section').first().getByRole('button').first();
    const time = (await next.textContent()) ?? '';
    await next.tap();

    await expect(page.getByRole('heading', { name: 'Termin verschieben?' })).toBeFocused();
    await expectNoSevereViolations(page, 'reschedule confirm');
    await page.getByRole('button', { name: 'Ja, Termin verschieben' }).tap();
    await expect(page.getByRole('heading', { name: 'Ihr Termin wurde verschoben' })).toBeVisible();
    await expect(page.getByRole('main').getByText(time)).toBeVisible();

    // The page, opened again, shows the new time; the old one is free for others.
    await page.reload();
    await expect(page.getByRole('main').getByText(time)).toBeVisible();
    const after = await freeSlots(request, business.publicId, typeId!);
    expect(after.map((slot) => slot.start)).toContain(first!.start);
    expect(after.map((slot) => slot.start)).not.toContain(second!.start);
    // The patient gets the confirmation again, with the new time.
    await waitForMailTo(email, time);
  });
});
