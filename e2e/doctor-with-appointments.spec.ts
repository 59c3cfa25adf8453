import type { APIRequestContext } from '@playwright/test';
import { signInWithToken } from './support/accounts';
import { listCard } from './support/list-card';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';

/** A practice whose Dr. Jonas Huber has the first two free times of any day booked online. */
async function seedBookedDoctor(request: APIRequestContext) {
  const practice = await seedPractice(request, {
    doctor: { name: 'Dr. Jonas Huber', specialty: 'HNO' },
    week: { days: EVERY_DAY, start: '00:00', end: '24:00' },
    type: { title: 'Kontrolle', durationMinutes: 30 },
  });
  const { publicId } = practice.business;
  const typeId = practice.typeId ?? '';
  for (const slot of (await freeSlots(request, publicId, typeId)).slice(0, 2)) {
    const booked = await postBooking(request, publicId, {
      typeId,
      start: slot.start,
      firstName: 'Anna',
      lastName: 'Berger',
      phone: '0664 1234567',
    });
    expect(booked.status()).toBe(201);
  }
  return practice.account;
}

test('deleting a doctor with upcoming appointments is refused, naming how many', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await seedBookedDoctor(request);
  await signInWithToken(page, account.token);
  await page.goto('/bookingflow/manageDoctors');
  const card = listCard(page, 'Dr. Jonas Huber');
  await card.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(
    dialog.getByText('Dr. Jonas Huber hat noch 2 künftige Termine.', { exact: false }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
