import type { APIRequestContext } from '@playwright/test';
import { authHeaders, signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';
import { viennaParts, ZONE } from './support/vienna-clock';

const DAY = 24 * 3_600_000;

/** A practice whose doctor works every day 08:00–18:00 and is away all day the day after tomorrow. */
async function seedAbsentDoctor(request: APIRequestContext) {
  const practice = await seedPractice(request, {
    business: { timeZone: ZONE },
    week: { days: EVERY_DAY, start: '08:00', end: '18:00' },
    type: { title: 'Kontrolle', durationMinutes: 30 },
  });
  const auth = authHeaders(practice.account.token);
  const base = `/api/businesses/${practice.business.id}`;
  const day = viennaParts(Date.now() + 2 * DAY).date;
  const absence = await request.post(`${base}/doctors/${practice.doctorId}/absences`, {
    headers: auth,
    data: { from: day, to: day, allDay: true, reason: 'Fortbildung' },
  });
  expect(absence.status()).toBe(201);
  return { practice, auth, base, day };
}

test.describe('the calendar tells the truth', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('shows an absence, warns when booking into it, and "Book anyway" books it', async ({
    page,
    request,
  }) => {
    const { practice, auth, base, day } = await seedAbsentDoctor(request);
    await signInWithToken(page, practice.account.token);
    await page.goto('/ro23omasfdas/app-calendar');
    await expect(page.getByRole('heading', { name: 'Terminkalender' })).toBeVisible();
    const column = page.locator(`td.fc-timegrid-col[data-date="${day}"]`);
    await expect(page.locator('.fc-timegrid-col').first()).toBeVisible();
    if ((await column.count()) === 0) await page.getByRole('button', { name: 'Weiter' }).click();

    // The absence is a labelled block over the whole day.
    const block = column.locator('.fc-bg-event', { hasText: 'Fortbildung' });
    await expect(block).toBeVisible();

    // Selecting 10:00 that day opens the form; booking asks first, in staff words.
    const box = await column.boundingBox();
    const ten = await page.locator('td.fc-timegrid-slot-lane[data-time="10:00:00"]').boundingBox();
    if (!box || !ten) throw new Error('calendar cells not found');
    await page.mouse.move(box.x + box.width / 2, ten.y + 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, ten.y + ten.height + 4, { steps: 6 });
    await page.mouse.up();
    const form = page.getByRole('dialog', { name: 'Neuer Termin' });
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Wagner');
    await form.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 664 1112223');
    await form.getByRole('button', { name: 'Termin anlegen' }).click();
    const warning = page.getByRole('dialog', { name: 'Trotzdem buchen?' });
    await expect(warning.getByText('Dr. Maria Berger ist zu dieser Zeit abwesend.')).toBeVisible();

    await warning.getByRole('button', { name: 'Trotzdem buchen' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('.fc-timegrid-event', { hasText: 'Lena Wagner' })).toBeVisible();
    const answer = await request.get(`${base}/appointments`, {
      headers: auth,
      params: { from: day, to: day },
    });
    const { appointments } = (await answer.json()) as {
      appointments: { patient: { firstName: string }; availabilityOverridden: boolean }[];
    };
    expect(appointments).toEqual([
      expect.objectContaining({
        patient: expect.objectContaining({ firstName: 'Lena' }),
        availabilityOverridden: true,
      }),
    ]);

    // Its details say it was booked outside availability.
    await page.locator('.fc-timegrid-event', { hasText: 'Lena Wagner' }).click();
    await expect(page.getByText('Außerhalb der Verfügbarkeit gebucht')).toBeVisible();
  });

  test('dragging into an absence warns, and "Cancel" puts the appointment back', async ({
    page,
    request,
  }) => {
    const { practice, auth, base, day } = await seedAbsentDoctor(request);
    const dayBefore = viennaParts(Date.parse(`${day}T12:00:00Z`) - DAY).date;
    const booked = await request.post(`${base}/appointments`, {
      headers: auth,
      data: {
        typeId: practice.typeId,
        doctorId: practice.doctorId,
        start: new Date(`${dayBefore}T09:00:00Z`).toISOString(),
        firstName: 'Jonas',
        lastName: 'Gruber',
        phone: '+43 660 7654321',
      },
    });
    expect(booked.status()).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { start: string } };
    await signInWithToken(page, practice.account.token);
    await page.goto('/ro23omasfdas/app-calendar');
    await expect(page.locator('.fc-timegrid-col').first()).toBeVisible();
    const column = page.locator(`td.fc-timegrid-col[data-date="${day}"]`);
    if (
      (await column.count()) === 0 ||
      (await page.locator(`td.fc-timegrid-col[data-date="${dayBefore}"]`).count()) === 0
    )
      test.skip(true, 'the absence and the day before lie in different weeks today');
    const jonas = page.locator('.fc-timegrid-event', { hasText: 'Jonas Gruber' });
    await expect(jonas).toBeVisible();
    const before = await jonas.boundingBox();
    const target = await column.boundingBox();
    if (!before || !target) throw new Error('calendar cells not found');
    await page.mouse.move(before.x + before.width / 2, before.y + 4);
    await page.mouse.down();
    await page.mouse.move(before.x + before.width / 2, before.y + 20, { steps: 4 });
    await page.mouse.move(target.x + target.width / 2, before.y + 4, { steps: 12 });
    await page.mouse.up();
    const warning = page.getByRole('dialog', { name: 'Trotzdem buchen?' });
    await expect(warning.getByText('Dr. Maria Berger ist zu dieser Zeit abwesend.')).toBeVisible();
    await warning.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(warning).toBeHidden();
    await expect.poll(async () => (await jonas.boundingBox())?.x).toBeCloseTo(before.x, 0);
    const answer = await request.get(`${base}/appointments`, {
      headers: auth,
      params: { from: dayBefore, to: day },
    });
    const { appointments } = (await answer.json()) as { appointments: { start: string }[] };
    expect(appointments.map((item) => item.start)).toEqual([appointment.start]);
  });
});
