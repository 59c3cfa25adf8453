import type { APIRequestContext, Page } from '@playwright/test';
import { authHeaders, signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { EVERY_DAY } from './support/schedule';
import { expect, test } from './support/test';
import { viennaParts, ZONE } from './support/vienna-clock';

const HOUR = 3_600_000;

interface ListedAppointment {
  id: string;
  start: string;
  patient: { firstName: string; lastName: string };
}

/** The practice of support/practice.ts on Vienna's clock, its doctor working every day 08:00–18:00. */
async function seedCalendarPractice(request: APIRequestContext) {
  const practice = await seedPractice(request, {
    business: { timeZone: ZONE },
    week: { days: EVERY_DAY, start: '08:00', end: '18:00' },
    type: { title: 'Kontrolle', durationMinutes: 30 },
  });
  const base = `/api/businesses/${practice.business.id}`;
  return { ...practice, typeId: practice.typeId ?? '', auth: authHeaders(practice.account.token), base };
}

async function listAppointments(
  request: APIRequestContext,
  practice: Awaited<ReturnType<typeof seedCalendarPractice>>,
  around: string,
) {
  const from = new Date(Date.parse(around) - 2 * 24 * HOUR).toISOString();
  const to = new Date(Date.parse(around) + 14 * 24 * HOUR).toISOString();
  const answer = await request.get(`${practice.base}/appointments`, {
    headers: practice.auth,
    params: { from, to },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { appointments: ListedAppointment[] }).appointments;
}

/** Drags an event by its top edge so that its top lands on the given cell of the week view. */
async function dragEvent(page: Page, eventName: string, date: string, time: string) {
  const event = page.locator('.fc-timegrid-event', { hasText: eventName });
  const from = await event.boundingBox();
  const column = await page.locator(`td.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const slot = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!from || !column || !slot) throw new Error('calendar cells not found');
  await page.mouse.move(from.x + from.width / 2, from.y + 4);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 4 });
  await page.mouse.move(column.x + column.width / 2, slot.y + 4, { steps: 12 });
  await page.mouse.up();
}

test.describe('staff calendar', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('shows an online booking, moves it, refuses a clash, shows the patient with history and cancels it', async ({
    page,
    request,
  }) => {
    const practice = await seedCalendarPractice(request);

    // Eva books online the first free time of tomorrow (Vienna) — 08:00, a full day ahead.
    const slots = await freeSlots(request, practice.business.publicId, practice.typeId);
    const today = viennaParts(Date.now()).date;
    const first = slots.find((slot) => viennaParts(slot.start).date > today);
    if (!first) throw new Error('no free time tomorrow');
    const day = viennaParts(first.start).date;
    expect(viennaParts(first.start).time).toBe('08:00:00');
    const booked = await postBooking(request, practice.business.publicId, {
      typeId: practice.typeId,
      start: first.start,
      firstName: 'Eva',
      lastName: 'Huber',
      phone: '+43 660 1234567',
    });
    expect(booked.status()).toBe(201);

    // The staff books Jonas at 10:00 the same day, and Eva again a week later (her history).
    const at = (hours: number) => new Date(Date.parse(first.start) + hours * HOUR).toISOString();
    for (const [firstName, lastName, phone, start] of [
      ['Jonas', 'Gruber', '+43 660 7654321', at(2)],
      ['Eva', 'Huber', '+43 660 1234567', at(7 * 24)],
    ] as const) {
      const answer = await request.post(`${practice.base}/appointments`, {
        headers: practice.auth,
        data: { typeId: practice.typeId, doctorId: practice.doctorId, start, firstName, lastName, phone },
      });
      expect(answer.status()).toBe(201);
    }

    await signInWithToken(page, practice.account.token);
    await page.goto('/ro23omasfdas/app-calendar');
    await expect(page.getByRole('heading', { name: 'Terminkalender' })).toBeVisible();
    // Tomorrow may lie in next week (Monday first).
    const column = page.locator(`td.fc-timegrid-col[data-date="${day}"]`);
    await expect(page.locator('.fc-timegrid-col').first()).toBeVisible();
    if ((await column.count()) === 0) await page.getByRole('button', { name: 'Weiter' }).click();
    const eva = page.locator('.fc-timegrid-event', { hasText: 'Eva Huber' });
    await expect(eva).toBeVisible();
    await expect(eva).toContainText('Kontrolle');
    await expect(page.locator('.fc-timegrid-event', { hasText: 'Jonas Gruber' })).toBeVisible();

    // Dragged to 09:00, a free time: it stays there.
    let patch = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await dragEvent(page, 'Eva Huber', day, viennaParts(at(1)).time);
    expect((await patch).status()).toBe(200);
    await expect(page.getByText('Der Termin wurde verschoben.')).toBeVisible();
    let listed = await listAppointments(request, practice, first.start);
    const moved = listed.find(
      (item) => item.patient.firstName === 'Eva' && Date.parse(item.start) < Date.parse(at(24)),
    );
    expect(moved && new Date(moved.start).toISOString()).toBe(at(1));

    // Dragged onto Jonas at 10:00: refused, back at 09:00, and the reason shown in staff words
    // (what it clashed with, not the patients' "this time was just booked").
    const before = await eva.boundingBox();
    patch = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await dragEvent(page, 'Eva Huber', day, viennaParts(at(2)).time);
    expect((await patch).status()).toBe(409);
    const clash =
      'Überschneidet sich mit einem anderen Termin von Dr. Maria Berger. Bitte wähle eine andere Zeit.';
    await expect(page.getByText(clash)).toBeVisible();
    await expect.poll(async () => (await eva.boundingBox())?.y).toBeCloseTo(before?.y ?? 0, 0);
    listed = await listAppointments(request, practice, first.start);
    expect(listed.find((item) => item.id === moved?.id)?.start).toBe(moved?.start);

    // Opened: the patient, who changed it last, and her coming appointment next week.
    await eva.click();
    const dialog = page.getByRole('dialog', { name: 'Eva Huber' });
    await expect(dialog.getByText('+43 660 1234567')).toBeVisible();
    await expect(dialog.getByRole('definition').filter({ hasText: 'Dr. Maria Berger' })).toBeVisible();
    // Booked online, then moved by the staff member: the last change is hers.
    await expect(dialog.getByRole('definition').filter({ hasText: 'Anna Berger' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Frühere und kommende Termine' })).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(dialog.getByRole('listitem').getByText('Kommend')).toBeVisible();

    // Cancelled after asking: gone from the calendar and from the API.
    await dialog.getByRole('button', { name: 'Termin stornieren' }).click();
    await expect(dialog.getByText('Möchtest du diesen Termin wirklich stornieren?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Ja, Termin stornieren' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Der Termin wurde storniert.')).toBeVisible();
    await expect(eva).toHaveCount(0);
    listed = await listAppointments(request, practice, first.start);
    expect(listed.map((item) => item.patient.firstName).sort()).toEqual(['Eva', 'Jonas']);
    expect(listed.some((item) => item.id === moved?.id)).toBe(false);

    // The toasts (bottom right) cover the Sunday column until they go, as a person would wait.
    await expect(page.getByText(clash)).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText('Der Termin wurde storniert.')).toBeHidden({ timeout: 15_000 });

    // Selecting 11:00–11:30 books there; without a phone number the form says so first.
    const box = await page.locator(`td.fc-timegrid-col[data-date="${day}"]`).boundingBox();
    const eleven = await page
      .locator(`td.fc-timegrid-slot-lane[data-time="${viennaParts(at(3)).time}"]`)
      .boundingBox();
    if (!box || !eleven) throw new Error('calendar cells not found');
    await page.mouse.move(box.x + box.width / 2, eleven.y + 4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, eleven.y + eleven.height + 4, { steps: 6 });
    await page.mouse.up();
    const form = page.getByRole('dialog', { name: 'Neuer Termin' });
    await expect(form.getByLabel('Uhrzeit')).toHaveValue(viennaParts(at(3)).time.slice(0, 5));
    await expect(form.getByLabel('Datum')).toHaveValue(day);
    // Persons are a restaurant's question only.
    await expect(form.getByLabel('Personen (optional)')).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Vorname' }).fill('Lena');
    await form.getByRole('textbox', { name: 'Nachname' }).fill('Wagner');
    await form.getByRole('button', { name: 'Termin anlegen' }).click();
    await expect(form.getByText('Bitte eine Telefonnummer angeben.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 664 1112223');
    await form.getByRole('button', { name: 'Termin anlegen' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('.fc-timegrid-event', { hasText: 'Lena Wagner' })).toBeVisible();
    listed = await listAppointments(request, practice, first.start);
    const lena = listed.find((item) => item.patient.firstName === 'Lena');
    expect(lena && new Date(lena.start).toISOString()).toBe(at(3));

    // A patient books online while the calendar is open: it appears without a reload, and goes
    // again when she cancels through her link.
    const online = await postBooking(request, practice.business.publicId, {
      typeId: practice.typeId,
      start: at(5),
      firstName: 'Sara',
      lastName: 'Moser',
      phone: '+43 676 5554443',
    });
    expect(online.status()).toBe(201);
    const sara = page.locator('.fc-timegrid-event', { hasText: 'Sara Moser' });
    await expect(sara).toBeVisible();
    const { booking } = (await online.json()) as { booking: { manageToken: string } };
    expect((await request.delete(`/api/public/bookings/${booking.manageToken}`)).status()).toBe(204);
    await expect(sara).toHaveCount(0);
  });

  test('a restaurant without tables is told what to set up first', async ({ page, request }) => {
    const { account } = await ownerWithBusiness(request, {
      name: 'Gasthaus Krone',
      industry: 'restaurant',
      timeZone: ZONE,
    });
    await signInWithToken(page, account.token);
    await page.goto('/waitingRoom/OrdinationCalendar');
    await expect(page.getByRole('heading', { name: 'Reservierungskalender' })).toBeVisible();
    await expect(page.getByText('Noch keine Tische angelegt')).toBeVisible();
    await page.getByRole('link', { name: 'Tische verwalten' }).click();
    await expect(page).toHaveURL(/\/bookingflow\/manageDoctors$/);
  });
});
