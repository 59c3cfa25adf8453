import { waitForMailTo } from './support/outbox';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { expect, test } from './support/test';

test.describe('earlier-slot waitlist', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a waitlisted patient gets a mail when an earlier time frees up and takes it with one tap', async ({
    page,
    request,
  }) => {
    // The offer job runs each minute on pg-boss: the mail may take up to about a minute and a half.
    test.setTimeout(180_000);
    const { business, typeId } = await seedPractice(request);
    const [first, , third] = await freeSlots(request, business.publicId, typeId!);
    const stamp = Date.now();
    const book = async (start: string, name: string, phone: string) => {
      const email = `${name}.${stamp}@example.at`;
      const response = await postBooking(request, business.publicId, {
        typeId: typeId!,
        start,
        firstName: name,
        lastName: 'Wartend',
        phone,
        email,
      });
      expect(response.status()).toBe(201);
      return { email, manageToken: (await response.json()).booking.manageToken as string };
    };
    const early = await book(first!.start, 'Erika', '+43 660 1111111');
    const waiting = await book(third!.start, 'Walter', '+43 660 2222222');

    await page.goto(`/bookingflow/booking?token=${waiting.manageToken}`);
    await page.getByRole('button', { name: 'Bescheid geben, wenn ein früherer Termin frei wird' }).tap();
    await expect(page.getByText('Wir schreiben Ihnen, sobald ein früherer Termin frei wird.')).toBeVisible();

    expect((await request.delete(`/api/public/bookings/${early.manageToken}`)).status()).toBe(204);
    const mail = await waitForMailTo(waiting.email, '?offer=', 150_000);
    const link = /https?:\/\/[^\s"<>]+\/bookingflow\/booking\?offer=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Früherer Termin frei' })).toBeVisible();
    await page.getByRole('button', { name: 'Diesen Termin nehmen' }).tap();
    await expect(page.getByText('Der Termin gehört Ihnen')).toBeVisible();
    const after = await freeSlots(request, business.publicId, typeId!);
    expect(after.map((slot) => slot.start)).not.toContain(first!.start);
    expect(after.map((slot) => slot.start)).toContain(third!.start);
  });
});
