import type { APIRequestContext } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { expect, test } from './support/test';

async function seed(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/businesses', {
    headers,
    data: { name: 'Ordination Dr. Berger', industry: 'medical' },
  });
  const { id: businessId, publicId } = (await created.json()).business;
  const doctor = (
    await (
      await request.post(`/api/businesses/${businessId}/doctors`, {
        headers,
        data: { name: 'Dr. Jonas Huber', specialty: 'HNO' },
      })
    ).json()
  ).doctor;
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' }));
  await request.put(`/api/businesses/${businessId}/doctors/${doctor.id}/working-times`, {
    headers,
    data: week,
  });
  const type = (
    await (
      await request.post(`/api/businesses/${businessId}/appointment-types`, {
        headers,
        data: { title: 'Kontrolle', durationMinutes: 30, color: '#2196F3', doctorIds: [doctor.id] },
      })
    ).json()
  ).appointmentType;
  const slots = (
    await (await request.get(`/api/public/businesses/${publicId}/slots?typeId=${type.id}`)).json()
  ).slots;
  for (const slot of slots.slice(0, 2)) {
    const booked = await request.post(`/api/public/businesses/${publicId}/bookings`, {
      data: {
        typeId: type.id,
        start: slot.start,
        firstName: 'Anna',
        lastName: 'Berger',
        phone: '0664 1234567',
      },
    });
    expect(booked.status()).toBe(201);
  }
}

test('deleting a doctor with upcoming appointments is refused, naming how many', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = await signUpByApi(request);
  await seed(request, account.token);
  await signInWithToken(page, account.token);
  await page.goto('/bookingflow/manageDoctors');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Dr. Jonas Huber' }) });
  await card.getByRole('button', { name: 'Löschen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(
    dialog.getByText('Dr. Jonas Huber hat noch 2 künftige Termine.', { exact: false }),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
});
