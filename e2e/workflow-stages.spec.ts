import { authHeaders, signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { expect, test } from './support/test';

const SHOTS = process.env.E2E_SCREENSHOTS;

test.describe('visit workflows', () => {
  test('staff set up a three-stage line and a patient who joined by its QR link passes through every stage', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { account, business } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Berger',
      industry: 'medical',
    });

    // The practice sets up its lab line: reception → lab → doctor, each with its room.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithToken(page, account.token);
    await page.goto('/profile/workflow');
    await expect(page.getByRole('heading', { level: 2, name: 'Wartezimmer' })).toBeVisible();
    await page.getByRole('link', { name: 'Neue Warteschlange' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Blutabnahme');
    await page.getByRole('textbox', { name: 'Schritt 1', exact: true }).fill('Anmeldung');
    await page.getByRole('button', { name: 'Platz hinzufügen' }).click();
    await page.getByRole('textbox', { name: 'Platz 1 von Schritt 1' }).fill('Schalter 1');
    for (const [n, stage, room] of [
      [2, 'Labor', 'Labor 1'],
      [3, 'Arzt', 'Raum 3'],
    ] as const) {
      await page.getByRole('button', { name: 'Schritt hinzufügen' }).click();
      await page.getByRole('textbox', { name: `Schritt ${n}`, exact: true }).fill(stage);
      await page
        .getByRole('button', { name: 'Platz hinzufügen' })
        .nth(n - 1)
        .click();
      await page.getByRole('textbox', { name: `Platz 1 von Schritt ${n}` }).fill(room);
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workflow-edit-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveURL(/\/profile\/workflow$/);
    await expect(page.getByText('Anmeldung → Labor → Arzt', { exact: true })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/workflow-list-1280.png`, fullPage: true });

    const listed = await request.get(`/api/businesses/${business.id}/workflows`, {
      headers: authHeaders(account.token),
    });
    const { workflows } = (await listed.json()) as { workflows: { id: string; name: string }[] };
    const lab = workflows.find((workflow) => workflow.name === 'Blutabnahme');
    expect(lab).toBeDefined();

    // The patient scans the lab line's QR code and registers.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
    });
    const patient = await phone.newPage();
    await patient.goto(`${business.links.register}&line=${lab!.id}`);
    await patient.getByLabel('Vor- und Nachname').fill('Anna Berger');
    await patient.getByRole('button', { name: 'Im Wartezimmer anmelden' }).tap();
    await expect(patient).toHaveURL(/\/waitingRoom\/patientRoom\?entry=/);
    const stage = patient.getByTestId('queue-stage');
    await expect(stage).toHaveText('Schritt 1 von 3: Anmeldung');
    await expect(patient.getByTestId('queue-position')).toHaveText('Sie sind als Nächstes an der Reihe!');

    // The station view: each stage calls Anna to its room and sends her on.
    await page.goto(`/pos/workflow/${lab!.id}`);
    const station = page.getByRole('textbox', { name: 'Mein Platz' });
    for (const [n, name, room, finish] of [
      [1, 'Anmeldung', 'Schalter 1', 'Fertig – weiter zu Labor'],
      [2, 'Labor', 'Labor 1', 'Fertig – weiter zu Arzt'],
      [3, 'Arzt', 'Raum 3', 'Fertig – Besuch abschließen'],
    ] as const) {
      await station.click();
      await page.getByRole('option', { name: `${name} · ${room}` }).click();
      await expect(page.getByRole('heading', { level: 3, name: 'Anna Berger' })).toBeVisible();
      await expect(stage).toHaveText(`Schritt ${n} von 3: ${name}`);
      await page.getByRole('button', { name: 'Nächste Person aufrufen' }).click();
      await expect(patient.getByText(`Bitte gehen Sie jetzt zu: ${room}`).first()).toBeVisible();
      if (SHOTS && n === 2) {
        await page.screenshot({ path: `${SHOTS}/station-1280.png`, fullPage: true });
        await patient.screenshot({ path: `${SHOTS}/room-called-390.png`, fullPage: true });
      }
      await page.getByRole('button', { name: finish }).click();
      await expect(page.getByRole('heading', { level: 3, name: 'Anna Berger' })).toHaveCount(0);
    }
    await expect(patient.getByRole('heading', { name: 'Danke für Ihren Besuch!' })).toBeVisible();
    await phone.close();

    // The statistics count her visit at each stage and each room, by the names staff gave them.
    await page.goto('/waitingRoom/statistics');
    const stages = page.getByTestId('stats-stage');
    await expect(stages.getByRole('heading', { name: 'Nach Schritt' })).toBeVisible();
    for (const name of ['Anmeldung', 'Labor', 'Arzt']) {
      await expect(stages.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await expect(stages.locator('.recharts-bar-rectangle').first()).toBeAttached();
    const stations = page.getByTestId('stats-station');
    for (const name of ['Schalter 1', 'Labor 1', 'Raum 3']) {
      await expect(stations.getByRole('row', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/stats-stages-1280.png`, fullPage: true });
  });
});
