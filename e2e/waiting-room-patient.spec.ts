import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signUpByApi } from './support/accounts';
import { expect, test } from './support/test';

interface Seeded {
  businessId: string;
  publicId: string;
  register: string;
  headers: Record<string, string>;
}

/** A practice (staff by API) and its registration link. */
async function seedPractice(request: APIRequestContext, industry = 'medical'): Promise<Seeded> {
  const account = await signUpByApi(request);
  const headers = { Authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/businesses', {
    headers,
    data: { name: 'Ordination Dr. Berger', industry },
  });
  expect(created.status()).toBe(201);
  const { business } = (await created.json()) as {
    business: { id: string; publicId: string; links: { register: string } };
  };
  return { businessId: business.id, publicId: business.publicId, register: business.links.register, headers };
}

/** A patient who registered before, by the public API (as their own phone would). */
async function joinByApi(request: APIRequestContext, seeded: Seeded, fullName: string) {
  const answer = await request.post(`/api/public/businesses/${seeded.publicId}/queue`, {
    data: { fullName },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { entry: { id: string; token: string } }).entry;
}

async function setStatus(request: APIRequestContext, seeded: Seeded, entryId: string, status: string) {
  const answer = await request.patch(`/api/businesses/${seeded.businessId}/queue/${entryId}`, {
    headers: seeded.headers,
    data: { status },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function expectNoSevereViolations(page: Page, step: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${step}: ${v.id} ${v.help}`)).toEqual([]);
}

test.describe('waiting room, the patient side', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a patient registers from the link, sees two people ahead, becomes next live and gets the staff message', async ({
    page,
    request,
  }) => {
    const seeded = await seedPractice(request);
    const first = await joinByApi(request, seeded, 'Max Mustermann');
    const second = await joinByApi(request, seeded, 'Eva Beispiel');

    await page.goto(seeded.register);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen bei Ordination Dr. Berger' }),
    ).toBeVisible();
    await expectNoSevereViolations(page, 'registration');

    // One word is not a full name: the page says so before asking the server.
    const name = page.getByLabel('Vor- und Nachname');
    await name.fill('Anna');
    await page.getByRole('button', { name: 'Im Wartezimmer anmelden' }).tap();
    await expect(
      page.getByText('Bitte gib deinen vollständigen Namen ein, Vorname und Nachname.'),
    ).toBeVisible();
    await expect(name).toBeFocused();

    await name.fill('Anna Berger');
    await page.getByRole('button', { name: 'Im Wartezimmer anmelden' }).tap();

    await expect(page).toHaveURL(/\/waitingRoom\/patientRoom\?entry=/);
    const position = page.getByTestId('queue-position');
    await expect(position).toHaveText('2 Personen vor dir');
    await expect(page.getByRole('heading', { level: 1, name: 'Dein Platz im Wartezimmer' })).toBeVisible();
    // Signed in as the new temporary user, yet in the practice's frame: its name, no Qtify menu.
    await expect(page.getByRole('banner').getByText('Ordination Dr. Berger', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profil' })).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('queue.entryToken'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText('Wird live aktualisiert')).toBeVisible();
    await expectNoSevereViolations(page, 'room');

    // From here on, nothing reloads the page: the marker would be gone.
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });

    await setStatus(request, seeded, first.id, 'inTreatment');
    await expect(position).toHaveText('1 Person vor dir');
    await setStatus(request, seeded, first.id, 'done');
    await setStatus(request, seeded, second.id, 'done');
    await expect(position).toHaveText('Du bist als Nächstes dran!');

    const own = await request.get(`/api/queue/${token}`);
    const { entry } = (await own.json()) as { entry: { id: string } };
    const notified = await request.post(`/api/businesses/${seeded.businessId}/queue/${entry.id}/notify`, {
      headers: seeded.headers,
      data: { message: 'Bitte in Raum 2' },
    });
    expect(notified.ok()).toBe(true);
    const message = page.getByRole('alert').filter({ hasText: 'Bitte in Raum 2' });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Nachricht von Ordination Dr. Berger');
    await message.getByRole('button', { name: 'Verstanden' }).tap();
    await expect(message).toBeHidden();

    await setStatus(request, seeded, entry.id, 'inTreatment');
    await expect(position).toHaveText('Du bist jetzt in Behandlung');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    // Coming back to the QR code's link while the place is open leads straight to the room.
    await page.goto(seeded.register);
    await expect(page).toHaveURL(/\/waitingRoom\/patientRoom\?entry=/);
    await expect(page.getByTestId('queue-position')).toHaveText('Du bist jetzt in Behandlung');

    await setStatus(request, seeded, entry.id, 'done');
    await expect(page.getByRole('heading', { name: 'Danke für deinen Besuch!' })).toBeVisible();
  });

  test('a namesake is asked for the birth date, steps out and comes back, and the short link opens the room', async ({
    page,
    browser,
    request,
  }) => {
    const seeded = await seedPractice(request);
    await joinByApi(request, seeded, 'Anna Berger');

    await page.goto(seeded.register);
    await page.getByLabel('Vor- und Nachname').fill('Anna Berger');
    await page.getByRole('button', { name: 'Im Wartezimmer anmelden' }).tap();
    await expect(
      page.getByText('Es gibt bereits eine Person mit diesem Namen. Bitte gib dein Geburtsdatum ein.'),
    ).toBeVisible();
    const birthdate = page.getByLabel('Geburtsdatum');
    await expect(birthdate).toBeFocused();
    // The notice says what to do; the field is not marked as an error before anything was typed.
    await expect(birthdate).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Bitte fülle dieses Feld aus')).toHaveCount(0);
    await birthdate.fill('1985-04-12');
    await page.getByRole('button', { name: 'Im Wartezimmer anmelden' }).tap();
    await expect(page.getByTestId('queue-position')).toHaveText('1 Person vor dir');

    await page.getByRole('button', { name: 'Kurz rausgehen' }).tap();
    await expect(page.getByText('Du bist kurz draußen. Dein Platz bleibt erhalten')).toBeVisible();
    await expect(page.getByTestId('queue-position')).toHaveText('1 Person vor dir');
    await page.getByRole('button', { name: 'Ich bin wieder da' }).tap();
    await expect(page.getByRole('button', { name: 'Kurz rausgehen' })).toBeVisible();

    // "Notify now" without words: the default text; once confirmed, a reload does not bring it back.
    const token = await page.evaluate(() => localStorage.getItem('queue.entryToken'));
    const { entry } = (await (await request.get(`/api/queue/${token}`)).json()) as { entry: { id: string } };
    const notified = await request.post(`/api/businesses/${seeded.businessId}/queue/${entry.id}/notify`, {
      headers: seeded.headers,
      data: {},
    });
    expect(notified.ok()).toBe(true);
    const message = page.getByRole('alert').filter({ hasText: 'Du bist dran. Bitte komm herein.' });
    await expect(message).toBeVisible();
    // Called in ahead of the other person (staff decide the order): no "1 Person vor dir" under the call.
    await expect(page.getByTestId('queue-position')).toHaveCount(0);
    await message.getByRole('button', { name: 'Verstanden' }).tap();
    await expect(message).toBeHidden();
    await expect(page.getByTestId('queue-position')).toHaveText('Du bist dran!');
    await page.reload();
    await expect(page.getByTestId('queue-position')).toHaveText('Du bist dran!');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The short link works on another device, signed out.
    const other = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'de-DE' });
    const second = await other.newPage();
    await second.goto(`/q/${token}`);
    await expect(second.getByTestId('queue-position').or(second.getByRole('alert'))).toContainText(
      'Du bist dran',
    );
    await second.goto('/q/not-a-real-token-at-all-but-long-enough-xx');
    await expect(second.getByRole('heading', { name: 'Wir finden deinen Platz nicht' })).toBeVisible();
    await other.close();
  });

  test('ships the sound and the service worker', async ({ request }) => {
    const sound = await request.get('/notification.mp3');
    expect(sound.status()).toBe(200);
    expect(sound.headers()['content-type']).toContain('audio/mpeg');
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(await worker.text()).toContain('notificationclick');
  });
});
