import type { APIRequestContext, Page } from '@playwright/test';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { postJoin } from './support/queue';
import { expect, test } from './support/test';

// Issue 16: above a place's budget (30 self-registrations, 20 online bookings in 10 minutes) a
// public write needs a solved proof-of-work. A real patient's page solves it without being asked.

/** The practice of support/practice.ts, with what these tests use of it. */
async function seedBudgetPractice(request: APIRequestContext) {
  const { business, typeId } = await seedPractice(request);
  return { publicId: business.publicId, typeId: typeId ?? '', ...business.links };
}

/** Every request the page sends to `path`, with its X-Altcha header (if any). */
function watchWrites(page: Page, path: RegExp) {
  const writes: { altcha: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && path.test(request.url()))
      writes.push({ altcha: request.headers()['x-altcha'] });
  });
  return writes;
}

test.describe('a place over its budget', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a patient books as usual: the page solved the challenge', async ({ page, request }) => {
    const practice = await seedBudgetPractice(request);
    const free = await freeSlots(request, practice.publicId, practice.typeId);
    // Twenty bookings from twenty phones: the budget of the place is used up. The first slots go,
    // so the patient books a later one.
    for (const [index, slot] of free.slice(0, 20).entries()) {
      const booked = await postBooking(
        request,
        practice.publicId,
        {
          typeId: practice.typeId,
          start: slot.start,
          doctorId: slot.doctorId,
          firstName: 'Flut',
          lastName: `Nummer${index}`,
          phone: `+43 660 ${1_000_000 + index}`,
        },
        { 'X-Forwarded-For': `198.51.100.${index + 1}` },
      );
      expect(booked.status()).toBe(201);
    }
    const script = await postBooking(
      request,
      practice.publicId,
      {
        typeId: practice.typeId,
        start: free[20]!.start,
        firstName: 'Skript',
        lastName: 'Ohne',
        phone: '+43 1 2345',
      },
      { 'X-Forwarded-For': '198.51.100.99' },
    );
    expect(script.status()).toBe(429);
    expect(((await script.json()) as { error: { code: string } }).error.code).toBe('CHALLENGE_REQUIRED');

    const writes = watchWrites(page, /\/bookings$/);
    await page.goto(practice.book);
    await page.getByRole('button', { name: /Erstuntersuchung/ }).tap();
    await page.locator('main section').first().getByRole('button').first().tap();
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Eva');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
    await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 7654321');
    await page.getByRole('button', { name: 'Termin buchen' }).tap();

    await expect(page.getByRole('heading', { name: 'Termin erfolgreich gebucht' })).toBeFocused();
    // Asked once without a solution (429), then once more with it (201).
    expect(writes.map((write) => write.altcha !== undefined)).toEqual([false, true]);
  });

  test('a patient joins the waiting room behind thirty others as usual', async ({ page, request }) => {
    const practice = await seedBudgetPractice(request);
    for (let index = 0; index < 30; index++) {
      const joined = await postJoin(request, practice.publicId, `Flut Nummer${index}`, {
        'X-Forwarded-For': `198.51.100.${index + 1}`,
      });
      expect(joined.status()).toBe(201);
    }

    const writes = watchWrites(page, /\/queue$/);
    await page.goto(practice.register);
    await page.getByLabel('Vor- und Nachname').fill('Anna Berger');
    const submit = page.getByRole('button', { name: 'Im Wartezimmer anmelden' });
    await submit.tap();
    await expect(page).toHaveURL(/\/waitingRoom\/patientRoom\?entry=/);
    await expect(page.getByTestId('queue-position')).toHaveText('30 Personen vor Ihnen');
    expect(writes.map((write) => write.altcha !== undefined)).toEqual([false, true]);
  });
});
