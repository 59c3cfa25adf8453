import type { APIRequestContext } from '@playwright/test';
import { authHeaders, signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { entryCard, postJoin } from './support/queue';
import { expect, test } from './support/test';

// The waiting room after a flood (issue 16): a long list is paged with its true total and a real
// patient is found by search; staff pause self-registration (the registration page says so) and
// remove a window of self-registrations in one action.

async function addAtDesk(request: APIRequestContext, token: string, businessId: string, n: number) {
  const response = await request.post(`/api/businesses/${businessId}/queue`, {
    headers: authHeaders(token),
    data: { firstName: `Besuch${n}`, lastName: 'Flut' },
  });
  expect(response.status()).toBe(201);
}

test.describe('the waiting room under a flood', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('pages 130 waiting with the true total and finds the real patient by search', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Flut',
      industry: 'medical',
    });
    for (let n = 1; n <= 65; n++) await addAtDesk(request, account.token, business.id, n);
    expect((await postJoin(request, business.publicId, 'Maria Gruber')).status()).toBe(201);
    for (let n = 66; n <= 129; n++) await addAtDesk(request, account.token, business.id, n);
    await signInWithToken(page, account.token);

    await page.goto('/waitingRoom/room');
    await expect(page.getByTestId('queue-total')).toHaveText('130');
    await expect(page.getByText('50 von 130 angezeigt')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(50);
    // Further pages come as the list's end scrolls into view, with the right people ahead.
    await page.getByText(/von 130 angezeigt/).scrollIntoViewIfNeeded();
    await expect(page.getByRole('article')).toHaveCount(100);
    await expect(entryCard(page, 'Maria Gruber').getByText('Davor: 65')).toBeVisible();
    await page.getByRole('button', { name: 'Weitere laden' }).click();
    await expect(page.getByRole('article')).toHaveCount(130);
    await expect(entryCard(page, 'Besuch129 Flut').getByText('Davor: 129')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Nach Namen suchen' }).fill('gruber');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByTestId('queue-total')).toHaveText('1');
    await expect(entryCard(page, 'Maria Gruber').getByText('Davor: 65')).toBeVisible();

    // A new registration appears live and the total follows.
    await page.getByRole('button', { name: 'Suche löschen' }).click();
    await expect(page.getByTestId('queue-total')).toHaveText('130');
    expect((await postJoin(request, business.publicId, 'Paul Neu')).status()).toBe(201);
    await expect(page.getByTestId('queue-total')).toHaveText('131');
  });

  test('staff pause self-registration, the registration page says so, and one click opens it again', async ({
    page,
    browser,
    request,
  }) => {
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Pause',
      industry: 'medical',
    });
    await signInWithToken(page, account.token);
    await page.goto('/waitingRoom/room');

    await page.getByRole('button', { name: 'Anmeldung pausieren' }).click();
    const notice = page.getByTestId('registration-paused');
    await expect(notice).toContainText('Die Selbstanmeldung per QR-Code ist pausiert');
    expect((await postJoin(request, business.publicId, 'Anna Berger')).status()).toBe(423);

    const patient = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await patient.goto(`/waitingRoom/patientnew?b=${business.publicId}`);
    await expect(
      patient.getByRole('heading', { name: 'Die Online-Anmeldung ist gerade pausiert' }),
    ).toBeVisible();
    await expect(patient.getByRole('textbox', { name: 'Vor- und Nachname' })).toHaveCount(0);

    // The desk still takes patients.
    await page.getByRole('button', { name: 'Patient hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Patientin oder Patient manuell hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Max');
    await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
    await dialog.getByRole('button', { name: 'Ins Wartezimmer aufnehmen' }).click();
    await expect(entryCard(page, 'Max Huber')).toBeVisible();

    await notice.getByRole('button', { name: 'Anmeldung fortsetzen' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anmeldung pausieren' })).toBeVisible();
    await patient.getByRole('button', { name: 'Erneut prüfen' }).click();
    await patient.getByRole('textbox', { name: 'Vor- und Nachname' }).fill('Anna Berger');
    await patient.getByRole('button', { name: 'Im Wartezimmer anmelden' }).click();
    await expect(patient.getByTestId('queue-position')).toHaveText('1 Person vor Ihnen');
    await patient.close();
  });

  test('staff remove the self-registrations of the last 30 minutes after confirming their number', async ({
    page,
    request,
  }) => {
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Aufräumen',
      industry: 'medical',
    });
    await addAtDesk(request, account.token, business.id, 1);
    for (const name of ['Bot Eins', 'Bot Zwei', 'Bot Drei']) {
      expect((await postJoin(request, business.publicId, name)).status()).toBe(201);
    }
    await signInWithToken(page, account.token);
    await page.goto('/waitingRoom/room');
    await expect(page.getByTestId('queue-total')).toHaveText('4');

    await page.getByRole('button', { name: 'Einträge entfernen …' }).click();
    const dialog = page.getByRole('dialog', { name: 'Selbstanmeldungen eines Zeitraums entfernen' });
    await dialog.getByRole('button', { name: 'Einträge zählen' }).click();
    await expect(
      dialog.getByText(/^3 selbst angemeldete Einträge aus diesem Zeitraum werden entfernt/),
    ).toBeVisible();
    await dialog.getByRole('button', { name: '3 Einträge entfernen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('3 Einträge entfernt.')).toBeVisible();
    await expect(page.getByTestId('queue-total')).toHaveText('1');
    await expect(entryCard(page, 'Besuch1 Flut')).toBeVisible();
    await expect(entryCard(page, 'Bot Eins')).toHaveCount(0);
  });
});
