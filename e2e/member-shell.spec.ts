import type { APIRequestContext } from '@playwright/test';
import { signInWithToken, signUpByApi } from './support/accounts';
import { expect, test } from './support/test';

/** A practice that takes bookings: a doctor with hours and an appointment type. */
async function seedPractice(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/businesses', {
    headers,
    data: { name: 'Praxis am Ring', industry: 'medical' },
  });
  const { business } = (await created.json()) as { business: { id: string } };
  const base = `/api/businesses/${business.id}`;
  const answer = await request.post(`${base}/doctors`, {
    headers,
    data: { name: 'Dr. Maria Berger', specialty: 'Allgemeinmedizin' },
  });
  const { doctor } = (await answer.json()) as { doctor: { id: string } };
  await request.put(`${base}/doctors/${doctor.id}/working-times`, {
    headers,
    data: [{ weekday: 1, start: '08:00', end: '12:00' }],
  });
  await request.post(`${base}/appointment-types`, {
    headers,
    data: { title: 'Untersuchung', durationMinutes: 15, color: '#4caf50', doctorIds: [doctor.id] },
  });
}

test.describe('the signed-in frame', () => {
  test('shows a 250px side navigation on a desktop with the menu and the version', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request);
    await signInWithToken(page, account.token);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/profile/profile_index');

    const sideNavigation = page.locator('nav.mantine-AppShell-navbar');
    await expect(sideNavigation).toBeVisible();
    expect((await sideNavigation.boundingBox())?.width).toBe(250);
    // Signed up on the site without a business yet: the setup, not the patient menu.
    await expect(sideNavigation.getByText('Patient', { exact: true })).toHaveCount(0);
    await expect(sideNavigation.getByRole('link', { name: 'Einrichtung' })).toBeVisible();
    await expect(sideNavigation.getByRole('link', { name: 'Wartezimmer' })).toHaveCount(0);
    await expect(sideNavigation.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(sideNavigation.getByText(/v_\d+\.\d+\.\d+/)).toBeVisible();
  });

  test('replaces the side navigation with a bottom menu on a phone', async ({ page, request }, testInfo) => {
    const account = await signUpByApi(request);
    await signInWithToken(page, account.token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/profile/profile_index');

    await expect(page.locator('nav.mantine-AppShell-navbar')).toBeHidden();
    const bottomMenu = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Profil' }) });
    await expect(bottomMenu).toBeVisible();
    const box = await bottomMenu.boundingBox();
    expect(box && box.y + box.height).toBeCloseTo(844, 0);
    await expect(bottomMenu.getByRole('link', { name: 'Einrichtung' })).toBeVisible();
    await expect(bottomMenu.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');

    await page.screenshot({ path: testInfo.outputPath('member-shell-phone.png') });
  });

  test('lands staff on their start page after login, with the waiting room, calendar, doctors and types in the menu', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request);
    await seedPractice(request, account.token);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    await expect(page).toHaveURL(/\/startpage$/);
    const sideNavigation = page.locator('nav.mantine-AppShell-navbar');
    await expect(sideNavigation.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page');
    await sideNavigation.getByRole('link', { name: 'Wartezimmer' }).click();
    await expect(page).toHaveURL(/\/waitingRoom\/room$/);
    // Set up: no setup entry any more.
    await expect(sideNavigation.getByRole('link', { name: 'Einrichtung' })).toHaveCount(0);
    await sideNavigation.getByRole('link', { name: 'Kalender' }).click();
    await expect(page).toHaveURL(/\/waitingRoom\/OrdinationCalendar$/);
    await sideNavigation.getByRole('link', { name: 'Ärzt:innen' }).click();
    await expect(page).toHaveURL(/\/bookingflow\/manageDoctors$/);
    await sideNavigation.getByRole('link', { name: 'Terminarten' }).click();
    await expect(page).toHaveURL(/\/bookingflow\/manageAppointmentTypes$/);
  });

  test('lands staff whose business cannot take bookings yet in its setup after login', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request);
    await request.post('/api/businesses', {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { name: 'Praxis am Ring', industry: 'medical' },
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    await expect(page).toHaveURL(/\/waitingRoom\/InitialCompany$/);
    await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
    const sideNavigation = page.locator('nav.mantine-AppShell-navbar');
    await expect(sideNavigation.getByRole('link', { name: 'Einrichtung' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('puts the staff entries that do not fit a phone under More', async ({ page, request }, testInfo) => {
    const account = await signUpByApi(request);
    await seedPractice(request, account.token);
    await signInWithToken(page, account.token);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/waitingRoom/room');

    const bottomMenu = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('button', { name: 'Mehr' }) });
    await expect(bottomMenu.getByRole('link', { name: 'Wartezimmer' })).toBeVisible();
    await expect(bottomMenu.getByRole('link', { name: 'Kalender' })).toBeVisible();
    const more = bottomMenu.getByRole('button', { name: 'Mehr' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(bottomMenu.getByRole('link', { name: 'Profil' })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: testInfo.outputPath('member-shell-phone-more.png') });
    await bottomMenu.getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/profile\/profile_index$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toHaveAttribute('data-active', 'true');
  });
});
