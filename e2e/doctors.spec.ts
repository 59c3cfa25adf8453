import { signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { listCard } from './support/list-card';
import { expect, test } from './support/test';

/** A date a few weeks ahead, `YYYY-MM-DD`. */
function futureDate(): string {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

test.describe('doctors, working times, absences and appointment types', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test('a practice adds two doctors with their week, an absence and an appointment type, then deletes one', async ({
    page,
    request,
  }, testInfo) => {
    const { account } = await ownerWithBusiness(request, {
      name: 'Ordination Dr. Berger',
      industry: 'medical',
    });
    await signInWithToken(page, account.token);

    // Appointment types need a doctor first: no form, a way to add one.
    await page.goto('/ro23omasfdas/manage-appointment');
    await expect(page.getByText('Lege zuerst eine Ärztin oder einen Arzt an')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Terminart hinzufügen' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Arzt/Ärztin hinzufügen' }).click();

    await expect(page).toHaveURL(/\/bookingflow\/manageDoctors$/);
    await expect(page.getByRole('heading', { name: 'Ärztinnen und Ärzte verwalten' })).toBeVisible();
    await expect(page.getByText('Keine Ärztinnen oder Ärzte angelegt')).toBeVisible();

    // Name and specialty are required.
    await page.getByRole('button', { name: 'Arzt/Ärztin hinzufügen' }).click();
    let dialog = page.getByRole('dialog', { name: 'Neue Ärztin oder neuer Arzt' });
    await dialog.getByRole('button', { name: 'Arzt/Ärztin hinzufügen' }).click();
    await expect(dialog.getByText('Bitte gib den Namen der Ärztin oder des Arztes ein')).toBeVisible();
    await expect(dialog.getByText('Bitte gib das Fachgebiet ein')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Dr. Maria Berger');
    await dialog.getByRole('textbox', { name: 'Fachgebiet' }).fill('Allgemeinmedizin');
    await dialog.getByRole('button', { name: 'Arzt/Ärztin hinzufügen' }).click();
    await expect(dialog).toBeHidden();

    const berger = listCard(page, 'Dr. Maria Berger');
    await expect(berger.getByText('Allgemeinmedizin')).toBeVisible();
    await expect(berger.getByText('Keine Arbeitszeit')).toBeVisible();

    // A split Monday, checked as it is typed, copied to Tuesday–Friday.
    await berger.getByRole('button', { name: 'Arbeitszeiten bearbeiten' }).click();
    dialog = page.getByRole('dialog', { name: 'Arbeitszeiten: Dr. Maria Berger' });
    await dialog.getByRole('button', { name: 'Zeit am Montag hinzufügen' }).click();
    await dialog.getByRole('button', { name: 'Zeit am Montag hinzufügen' }).click();
    await expect(dialog.getByLabel('Beginn Montag 1')).toHaveValue('08:00');
    await expect(dialog.getByLabel('Ende Montag 1')).toHaveValue('12:00');
    await expect(dialog.getByLabel('Beginn Montag 2')).toHaveValue('13:00');
    await dialog.getByLabel('Beginn Montag 2').fill('11:00');
    await expect(
      dialog.getByText('Diese Zeit überschneidet sich mit einer anderen Zeit desselben Tages.'),
    ).toBeVisible();
    await dialog.getByLabel('Beginn Montag 2').fill('13:00');
    await dialog.getByLabel('Ende Montag 2').fill('12:30');
    await expect(dialog.getByText('Der Beginn muss vor dem Ende liegen.')).toBeVisible();
    await dialog.getByLabel('Ende Montag 2').fill('17:00');
    await expect(dialog.getByText('Der Beginn muss vor dem Ende liegen.')).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Montag kopieren auf …' }).click();
    await page.getByRole('button', { name: 'Montag bis Freitag' }).click();
    await page.getByRole('button', { name: 'Zeiten kopieren' }).click();
    await expect(dialog.getByLabel('Beginn Freitag 2')).toHaveValue('13:00');
    await expect(
      dialog.getByRole('listitem', { name: 'Samstag' }).getByText('Keine Arbeitszeit'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Woche speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(berger.getByText('Mo–Fr')).toBeVisible();
    await expect(berger.getByText('08:00–12:00, 13:00–17:00')).toBeVisible();

    // A second doctor working Saturday mornings.
    await page.getByRole('button', { name: 'Arzt/Ärztin hinzufügen' }).click();
    dialog = page.getByRole('dialog', { name: 'Neue Ärztin oder neuer Arzt' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Dr. Jonas Huber');
    await dialog.getByRole('textbox', { name: 'Fachgebiet' }).fill('Kinderheilkunde');
    await dialog.getByRole('button', { name: 'Arzt/Ärztin hinzufügen' }).click();
    await expect(dialog).toBeHidden();
    const huber = listCard(page, 'Dr. Jonas Huber');
    await huber.getByRole('button', { name: 'Arbeitszeiten bearbeiten' }).click();
    dialog = page.getByRole('dialog', { name: 'Arbeitszeiten: Dr. Jonas Huber' });
    await dialog.getByRole('button', { name: 'Zeit am Samstag hinzufügen' }).click();
    await dialog.getByLabel('Ende Samstag 1').fill('11:30');
    await dialog.getByRole('button', { name: 'Woche speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(huber.getByText('08:00–11:30')).toBeVisible();

    // An absence of Dr. Berger.
    await berger.getByRole('button', { name: 'Abwesenheiten' }).click();
    dialog = page.getByRole('dialog', { name: 'Abwesenheiten: Dr. Maria Berger' });
    await expect(dialog.getByText('Keine Abwesenheiten')).toBeVisible();
    await dialog.getByLabel('Erster Tag').fill(futureDate());
    await dialog.getByRole('textbox', { name: 'Grund' }).fill('Fortbildung');
    await dialog.getByRole('button', { name: 'Eintragen' }).click();
    await expect(dialog.getByText('Fortbildung')).toBeVisible();
    await expect(dialog.getByText(/ganztägig/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(berger.getByText(/^Nächste: /)).toBeVisible();

    // An appointment type offered by Dr. Berger.
    await page.goto('/bookingflow/manageAppointmentTypes');
    await expect(page.getByText('Keine Terminarten')).toBeVisible();
    await page.getByRole('button', { name: 'Terminart hinzufügen' }).click();
    dialog = page.getByRole('dialog', { name: 'Neue Terminart' });
    await dialog.getByRole('textbox', { name: 'Titel' }).fill('Erstgespräch');
    await dialog.getByRole('spinbutton', { name: 'Dauer in Minuten' }).fill('20');
    await dialog.getByRole('checkbox', { name: 'Dr. Maria Berger' }).check();
    await dialog.getByRole('button', { name: 'Terminart hinzufügen' }).click();
    await expect(dialog).toBeHidden();
    const type = listCard(page, 'Erstgespräch');
    await expect(type.getByText('20 Min.')).toBeVisible();
    await expect(type.getByText('Dr. Maria Berger')).toBeVisible();

    // Deleting asks first.
    await page.goto('/ro23omasfdas/managedocter');
    await listCard(page, 'Dr. Jonas Huber').getByRole('button', { name: 'Löschen' }).click();
    dialog = page.getByRole('dialog', { name: 'Dr. Jonas Huber löschen?' });
    await expect(
      dialog.getByText('Bist du sicher, dass du diese Ärztin bzw. diesen Arzt löschen möchtest?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Dr. Jonas Huber' })).toHaveCount(0);
    await expect(listCard(page, 'Dr. Maria Berger')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('doctors-medical.png'), fullPage: true });
  });

  test('a restaurant manages tables with their party size (PAX)', async ({ page, request }, testInfo) => {
    const { account } = await ownerWithBusiness(request, {
      name: 'Gasthaus zur Post',
      industry: 'restaurant',
    });
    await signInWithToken(page, account.token);

    await page.goto('/bookingflow/manageDoctors');
    await expect(page.getByRole('heading', { name: 'Tische verwalten' })).toBeVisible();
    await expect(page.getByText('Keine Tische angelegt')).toBeVisible();
    await page.getByRole('button', { name: 'Tisch hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neuer Tisch' });
    await dialog.getByRole('textbox', { name: 'Tischname' }).fill('Tisch 4 am Fenster');
    await dialog.getByRole('spinbutton', { name: 'Personenanzahl (PAX)' }).fill('0');
    await dialog.getByRole('button', { name: 'Tisch hinzufügen' }).click();
    await expect(
      dialog.getByText('Bitte gib an, für wie viele Personen der Tisch ist (eine ganze Zahl ab 1)'),
    ).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Personenanzahl (PAX)' }).fill('4');
    await dialog.getByRole('button', { name: 'Tisch hinzufügen' }).click();
    await expect(dialog).toBeHidden();

    const table = listCard(page, 'Tisch 4 am Fenster');
    await expect(table.getByText('PAX 4')).toBeVisible();
    await expect(table.getByText('Nicht reservierbar')).toBeVisible();
    await expect(table.getByText('Keine Sperrzeiten')).toBeVisible();
    await expect(table.getByRole('button', { name: 'Reservierbare Zeiten bearbeiten' })).toBeVisible();

    // Closing the week editor with unsaved changes asks first.
    await table.getByRole('button', { name: 'Reservierbare Zeiten bearbeiten' }).click();
    const week = page.getByRole('dialog', { name: 'Reservierbare Zeiten: Tisch 4 am Fenster' });
    await week.getByRole('button', { name: 'Zeit am Freitag hinzufügen' }).click();
    await page.keyboard.press('Escape');
    await expect(
      week.getByText('Die Änderungen an der Woche sind noch nicht gespeichert. Verwerfen?'),
    ).toBeVisible();
    await week.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(week.getByLabel('Beginn Freitag 1')).toHaveValue('08:00');
    await week.getByRole('button', { name: 'Abbrechen' }).click();
    await week.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(week).toBeHidden();
    await expect(table.getByText('Nicht reservierbar')).toBeVisible();

    await table.getByRole('button', { name: 'Löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Tisch 4 am Fenster löschen?' });
    await expect(confirm.getByText('Bist du sicher, dass du diesen Tisch löschen möchtest?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(table).toBeVisible();

    await page.goto('/bookingflow/manageAppointmentTypes');
    await expect(page.getByRole('heading', { name: 'Reservierungsarten verwalten' })).toBeVisible();
    await expect(page.getByText('Keine Reservierungsarten')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reservierungsart hinzufügen' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('tables-restaurant.png'), fullPage: true });
  });
});
