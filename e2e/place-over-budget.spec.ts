import type { APIRequestContext, Page } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { expect, test } from './support/test';

// Issue 16: above a place's budget (30 self-registrations, 20 online bookings in 10 minutes) a
// public write needs a solved proof-of-work. A real patient's page solves it without being asked.

interface Practice {
  publicId: string;
  typeId: string;
  register: string;
  book: string;
}

/** A practice with one doctor working Monday to Friday 08:00–18:00 and one appointment type. */
async function seedPractice(request: APIRequestContext): Promise<Practice> {
  const account = await signUpByApi(request);
  const headers = { Authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/businesses', {
    headers,
    data: { name: 'Ordination Dr. Berger', industry: 'medical' },
  });
  expect(created.status()).toBe(201);
  const { business } = (await created.json()) as {
    business: { id: string; publicId: string; links: { register: string; book: string } };
  };
  const base = `/api/businesses/${business.id}`;
  const doctorAnswer = await request.post(`${base}/doctors`, {
    headers,
    data: { name: 'Dr. Maria Berger', specialty: 'Allgemeinmedizin' },
  });
  const { doctor } = (await doctorAnswer.json()) as { doctor: { id: string } };
  const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '18:00' }));
  expect(
    (await request.put(`${base}/doctors/${doctor.id}/working-times`, { headers, data: week })).ok(),
  ).toBe(true);
  const type = await request.post(`${base}/appointment-types`, {
    headers,
    data: { title: 'Erstuntersuchung', durationMinutes: 30, color: '#2196f3', doctorIds: [doctor.id] },
  });
  const { appointmentType } = (await type.json()) as { appointmentType: { id: string } };
  return { publicId: business.publicId, typeId: appointmentType.id, ...business.links };
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
    const practice = await seedPractice(request);
    const slots = await request.get(
      `/api/public/businesses/${practice.publicId}/slots?typeId=${practice.typeId}`,
    );
    const { slots: free } = (await slots.json()) as { slots: { start: string; doctorId: string }[] };
    // Twenty bookings from twenty phones: the budget of the place is used up. The first slots go,
    // so the patient books a later one.
    for (const [index, slot] of free.slice(0, 20).entries()) {
      const booked = await request.post(`/api/public/businesses/${practice.publicId}/bookings`, {
        headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
        data: {
          typeId: practice.typeId,
          start: slot.start,
          doctorId: slot.doctorId,
          firstName: 'Flut',
          lastName: `Nummer${index}`,
          phone: `+43 660 ${1_000_000 + index}`,
        },
      });
      expect(booked.status()).toBe(201);
    }
    const script = await request.post(`/api/public/businesses/${practice.publicId}/bookings`, {
      headers: { 'X-Forwarded-For': '198.51.100.99' },
      data: {
        typeId: practice.typeId,
        start: free[20]!.start,
        firstName: 'Skript',
        lastName: 'Ohne',
        phone: '+43 1 2345',
      },
    });
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
    const practice = await seedPractice(request);
    for (let index = 0; index < 30; index++) {
      const joined = await request.post(`/api/public/businesses/${practice.publicId}/queue`, {
        headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` },
        data: { fullName: `Flut Nummer${index}` },
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
