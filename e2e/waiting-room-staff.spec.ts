import { expectNoSevereViolations } from './support/a11y';
import { signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { entryCard, joinQueue } from './support/queue';
import { expect, test } from './support/test';

test.describe('staff waiting room', () => {
  test('a practice sees patients join live, checks in, adds at the desk, notifies and finishes', async ({
    page,
    request,
  }) => {
    // One long story of a morning at the desk (two accessibility audits included).
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Berger',
      industry: 'medical',
    });
    await signInWithToken(page, account.token);

    await page.goto('/ro23omasfdas/asdflkjsdsd');
    await expect(page.getByRole('heading', { name: 'Wartezimmer', level: 1 })).toBeVisible();
    await expect(page.getByText('Keine Patienten gefunden')).toBeVisible();
    await expect(page.getByTestId('live-indicator')).toHaveText('Live verbunden');

    // Anna registers by QR code: she appears without a reload.
    const { token: annaToken } = await joinQueue(request, business.publicId, 'Anna Berger');
    const anna = entryCard(page, 'Anna Berger');
    await expect(anna).toBeVisible();
    await expect(anna.getByText('Noch nicht da')).toBeVisible();
    await expect(anna.getByText('Neu', { exact: true })).toBeVisible();
    await expect(anna.getByText('Selbst angemeldet')).toBeVisible();
    await expect(anna.getByText('Ist als Nächstes dran')).toBeVisible();

    // One click checks her in.
    await anna.getByRole('button', { name: 'Einchecken' }).click();
    await expect(anna.getByText('Eingecheckt', { exact: true })).toBeVisible();

    // She steps out briefly: the badge with the time appears live.
    const out = await request.post(`/api/queue/${annaToken}/step-out`);
    expect(out.ok()).toBe(true);
    await expect(anna.getByText(/^Draußen seit \d{2}:\d{2}$/)).toBeVisible();
    expect((await request.post(`/api/queue/${annaToken}/return`)).ok()).toBe(true);
    await expect(anna.getByText(/^Draußen seit/)).toHaveCount(0);

    // Added at the desk: an invalid social insurance number is refused with a clear message.
    await page.getByRole('button', { name: 'Patient hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Patientin oder Patient manuell hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Max');
    await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
    await dialog.getByRole('textbox', { name: 'Sozialversicherungsnummer' }).fill('1234 010180');
    const svnrMessage = dialog.getByText(
      'Die Sozialversicherungsnummer ist ungültig (10 Ziffern, Prüfziffer an 4. Stelle)',
    );
    await expect(svnrMessage).toBeVisible();
    await dialog.getByRole('button', { name: 'Ins Wartezimmer aufnehmen' }).click();
    await expect(svnrMessage).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Sozialversicherungsnummer' }).fill('1237 010180');
    await expect(svnrMessage).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Ins Wartezimmer aufnehmen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Der Patient wurde erfolgreich hinzugefügt.')).toBeVisible();
    const max = entryCard(page, 'Max Huber');
    await expect(max.getByText('Vor Ort hinzugefügt')).toBeVisible();
    await expect(max.getByText('Davor: 1')).toBeVisible();

    // The server applies the same check (API contract: 400 VALIDATION, fields.svnr = svnrInvalid).
    const refused = await request.post(`/api/businesses/${business.id}/queue`, {
      headers: { Authorization: `Bearer ${account.token}` },
      data: { firstName: 'Eva', lastName: 'Falsch', svnr: '1234 010180' },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields.svnr).toBe(
      'svnrInvalid',
    );

    // Notify Anna with a message: the indicator shows when it went out.
    await anna.getByRole('button', { name: 'Jetzt benachrichtigen' }).click();
    const notify = page.getByRole('dialog', { name: 'Anna Berger benachrichtigen' });
    await notify.getByRole('textbox', { name: 'Nachricht (optional)' }).fill('Bitte in Raum 2 kommen.');
    await notify.getByRole('button', { name: 'Benachrichtigung senden' }).click();
    await expect(notify).toBeHidden();
    await expect(anna.getByText(/^Benachrichtigt um \d{2}:\d{2}$/)).toBeVisible();
    await expect(anna.getByText('„Bitte in Raum 2 kommen.“')).toBeVisible();
    // The toasts' close button belongs to the shell (app/shell/toasts.tsx), audited with it.
    await expectNoSevereViolations(page, 'waiting room', { exclude: ['.mantine-Notifications-root'] });

    // Max is called in and finished as treated: he leaves the waiting list.
    await max.getByRole('button', { name: 'Aufrufen' }).click();
    await expect(max.getByText('In Behandlung', { exact: true })).toBeVisible();
    await max.getByRole('button', { name: 'Behandelt' }).click();
    await expect(max).toHaveCount(0);
    await expect(anna).toBeVisible();

    // Today's tab lists both; the search filters by name.
    await page.getByRole('tab', { name: /Heute/ }).click();
    await expect(entryCard(page, 'Max Huber').getByText('Behandelt')).toBeVisible();
    await expect(entryCard(page, 'Anna Berger')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Nach Namen suchen' }).fill('Hub');
    await expect(entryCard(page, 'Anna Berger')).toHaveCount(0);
    await expect(entryCard(page, 'Max Huber')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Nach Namen suchen' }).fill('Zzz');
    await expect(page.getByText('Keine Patienten gefunden')).toBeVisible();

    // The status filter, then the history of an entry.
    await page.getByRole('button', { name: 'Suche löschen' }).click();
    await page.getByRole('combobox', { name: 'Status filtern' }).selectOption({ label: 'Eingecheckt' });
    await expect(entryCard(page, 'Max Huber')).toHaveCount(0);
    await entryCard(page, 'Anna Berger').getByRole('button', { name: 'Verlauf' }).click();
    const history = page.getByRole('dialog', { name: 'Anna Berger' });
    await expect(history.getByText('Besuch im Wartezimmer')).toBeVisible();
    await expect(history.getByText('Eingecheckt')).toBeVisible();
  });

  test('a restaurant sees its own wording', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Gasthaus Zur Linde',
      industry: 'restaurant',
    });
    await signInWithToken(page, account.token);

    await page.goto('/waitingRoom/room');
    await expect(page.getByRole('heading', { name: 'Warteliste', level: 1 })).toBeVisible();
    await expect(page.getByText('Keine Gäste gefunden')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gast hinzufügen' })).toBeVisible();

    await expect(page.getByTestId('live-indicator')).toHaveText('Live verbunden');
    await joinQueue(request, business.publicId, 'Clara Wolf');
    const clara = entryCard(page, 'Clara Wolf');
    await clara.getByRole('button', { name: 'Ist angekommen' }).click();
    await expect(clara.getByText('Angekommen', { exact: true })).toBeVisible();
    await clara.getByRole('button', { name: 'Platzieren' }).click();
    await expect(clara.getByText('Am Tisch', { exact: true })).toBeVisible();
    await expect(clara.getByRole('button', { name: 'Bedient' })).toBeVisible();

    // Someone else was faster (422 INVALID_TRANSITION): the message shows and the list is fetched again.
    await page.route('**/queue/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              error: { code: 'INVALID_TRANSITION', message: 'An entry cannot go from done to done' },
            }),
          })
        : route.fallback(),
    );
    await clara.getByRole('button', { name: 'Bedient' }).click();
    await expect(page.getByRole('alert')).toContainText('Dieser Statuswechsel ist nicht mehr möglich');
    await expect(clara.getByText('Am Tisch', { exact: true })).toBeVisible();
    await page.unroute('**/queue/*');

    // No social insurance number for a guest.
    await page.getByRole('button', { name: 'Gast hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gast manuell hinzufügen' });
    await expect(dialog.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Sozialversicherungsnummer' })).toHaveCount(0);
  });

  test('the desk is asked for the birth date of a name that is already known', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Lang',
      industry: 'medical',
    });
    await signInWithToken(page, account.token);
    await joinQueue(request, business.publicId, 'Anna Berger');

    await page.goto('/waitingRoom/room');
    await expect(entryCard(page, 'Anna Berger')).toHaveCount(1);
    await page.getByRole('button', { name: 'Patient hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Patientin oder Patient manuell hinzufügen' });
    await dialog.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
    await dialog.getByRole('textbox', { name: 'Nachname' }).fill('Berger');
    await dialog.getByRole('button', { name: 'Ins Wartezimmer aufnehmen' }).click();
    await expect(
      dialog.getByText('Es gibt bereits jemanden mit diesem Namen.', { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Geburtsdatum').fill('1985-04-12');
    await dialog.getByRole('button', { name: 'Ins Wartezimmer aufnehmen' }).click();
    await expect(dialog).toBeHidden();
    await expect(entryCard(page, 'Anna Berger')).toHaveCount(2);
  });

  test('the calendar shows the queue beside it', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Huber',
      industry: 'medical',
    });
    await signInWithToken(page, account.token);
    await joinQueue(request, business.publicId, 'Paul Steiner');

    await page.goto('/waitingRoom/OrdinationCalendar');
    await expect(page.getByTestId('live-indicator')).toHaveText('Live verbunden');
    await expect(page.getByRole('heading', { name: 'Terminkalender', level: 1 })).toBeVisible();
    const panel = page.getByRole('region', { name: /Wartezimmer/ });
    const paul = entryCard(page, 'Paul Steiner');
    await expect(paul).toBeVisible();
    await paul.getByRole('button', { name: 'Einchecken' }).click();
    await expect(paul.getByText('Eingecheckt', { exact: true })).toBeVisible();
    await joinQueue(request, business.publicId, 'Rosa Lang');
    await expect(panel.getByRole('article', { name: 'Rosa Lang' })).toBeVisible();
    // The toasts' close button belongs to the shell (app/shell/toasts.tsx), audited with it.
    await expectNoSevereViolations(page, 'waiting room', { exclude: ['.mantine-Notifications-root'] });
  });
});
