import { signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { waitForMailTo } from './support/outbox';
import { entryCard } from './support/queue';
import { expect, test } from './support/test';

test.describe('the team', () => {
  test('an owner invites a receptionist by mail; she signs up through the link, runs the queue, but sees neither the team nor the delete button', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Team',
      industry: 'medical',
    });
    await signInWithToken(page, account.token);

    // The owner invites from the team screen, reached through the menu.
    await page.goto('/startpage');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Mitglieder' }).click();
    await expect(page.getByRole('heading', { name: 'Team und Rollen', level: 1 })).toBeVisible();
    const email = `rita.${Date.now()}@example.at`;
    await page.getByRole('button', { name: 'Einladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teammitglied einladen' });
    await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await expect(dialog.getByRole('textbox', { name: 'Rolle' })).toHaveValue('Empfang');
    await dialog.getByRole('button', { name: 'Einladung senden' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Die Einladung an ${email} ist unterwegs.`)).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();

    // The receptionist opens the mailed link on her own device and signs up from there.
    const mail = await waitForMailTo(email, '/invitation?token=');
    const link = /https?:\/\/[^\s"<>]+(\/invitation\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeTruthy();
    const context = await browser.newContext();
    const rita = await context.newPage();
    await rita.goto(link!);
    await expect(
      rita.getByText('Ordination Dr. Team lädt dich ins Team ein. Deine Rolle: Empfang.'),
    ).toBeVisible();
    await rita.getByRole('link', { name: 'Registrieren und annehmen' }).click();
    await rita.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Rita');
    await rita.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Rezeption');
    await rita.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
    await rita.getByRole('textbox', { name: 'Passwort', exact: true }).fill('Wartezimm3r!Sicher');
    await rita.getByRole('textbox', { name: 'Passwort wiederholen', exact: true }).fill('Wartezimm3r!Sicher');
    await rita.getByRole('button', { name: 'Konto erstellen' }).click();
    await rita.getByRole('button', { name: 'Einladung annehmen' }).click();
    await expect(rita).toHaveURL(/\/startpage$/);

    // She runs the queue: adds a walk-in and calls him.
    await rita.goto('/waitingRoom/room');
    await rita.getByRole('button', { name: 'Patient hinzufügen' }).click();
    const add = rita.getByRole('dialog', { name: 'Patientin oder Patient manuell hinzufügen' });
    await add.getByRole('textbox', { name: 'Vorname' }).fill('Max');
    await add.getByRole('textbox', { name: 'Nachname' }).fill('Huber');
    await add.getByRole('button', { name: 'Ins Wartezimmer aufnehmen' }).click();
    const max = entryCard(rita, 'Max Huber');
    await expect(max).toBeVisible();
    await max.getByRole('button', { name: 'Aufrufen' }).click();
    await expect(max.getByText('In Behandlung', { exact: true })).toBeVisible();

    // No team in her menu, and the address itself says it is not hers to see.
    const menu = rita.getByRole('navigation').first();
    await expect(menu.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mitglieder' })).toHaveCount(0);
    await rita.goto('/team');
    await expect(rita.getByText('Nur für Inhaber/in und Management')).toBeVisible();

    // Neither a way to change the settings nor to delete the business, and the API refuses all the same.
    await rita.goto(`/waitingRoom/ordinationMainMenu/${business.id}`);
    await expect(rita.getByRole('heading', { name: 'Ordination Dr. Team', level: 1 })).toBeVisible();
    await expect(rita.getByRole('link', { name: 'Bearbeiten' })).toHaveCount(0);
    await rita.goto(`/waitingRoom/EditOrdination?id=${business.id}`);
    await expect(rita.getByText('Dafür fehlt die Berechtigung.')).toBeVisible();
    await expect(rita.getByRole('button', { name: 'Betrieb löschen' })).toHaveCount(0);
    const ritaToken = await rita.evaluate(() => localStorage.getItem('auth.token') ?? '');
    const refused = await request.delete(`/api/businesses/${business.id}`, {
      headers: { Authorization: `Bearer ${ritaToken}` },
    });
    expect(refused.status()).toBe(403);
    await context.close();

    // The owner sees her in the team, active.
    await page.reload();
    await expect(page.getByText('Rita Rezeption')).toBeVisible();
  });
});
