import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSevereViolations } from './support/a11y';
import { authHeaders, signInWithToken } from './support/accounts';
import { waitForMailTo } from './support/outbox';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { expect, test } from './support/test';

const OVERVIEW = '/patients/patientOverview';

/** A patient at the desk: the staff queue's add creates (or finds) their record. */
async function addAtDesk(
  request: APIRequestContext,
  token: string,
  businessId: string,
  patient: { firstName: string; lastName: string; birthdate?: string; phone?: string },
) {
  const answer = await request.post(`/api/businesses/${businessId}/queue`, {
    headers: authHeaders(token),
    data: patient,
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test.describe('the patient list', () => {
  test('the desk finds a patient by a misspelt name, opens the record, merges two and exports the list', async ({
    page,
    request,
  }) => {
    // A whole desk journey (search, record, merge, export, booking): 30 s is tight on a busy machine.
    test.setTimeout(90_000);
    const { account, business } = await seedPractice(request);
    const add = (patient: Parameters<typeof addAtDesk>[3]) =>
      addAtDesk(request, account.token, business.id, patient);
    await add({ firstName: 'Anna', lastName: 'Huber', birthdate: '1980-04-02', phone: '+43 660 1111111' });
    // One person twice: a nickname at one visit, the full name at the next, the same phone.
    await add({ firstName: 'Sepp', lastName: 'Gruber', phone: '+43 660 2222222' });
    await add({ firstName: 'Josef', lastName: 'Gruber', birthdate: '1975-11-30', phone: '+43 660 2222222' });
    await signInWithToken(page, account.token);

    await page.goto(OVERVIEW);
    await expect(page.getByRole('heading', { level: 1, name: 'Patientenübersicht' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '3 Patient:innen' })).toBeVisible();
    await expectNoSevereViolations(page, 'patient list');

    await page.getByRole('searchbox', { name: 'Patient:in suchen' }).fill('Hubr');
    await expect(page.getByRole('button', { name: 'Anna Huber' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Josef Gruber' })).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '1 Patient:in' })).toBeVisible();

    await page.getByRole('button', { name: 'Anna Huber' }).click();
    await expect(page).toHaveURL(/\?patient=/);
    const record = page.getByRole('dialog', { name: 'Anna Huber' });
    await expect(record.getByText('+43 660 1111111')).toBeVisible();
    await expect(
      record.getByRole('switch', { name: 'Werbung und Neuigkeiten per E-Mail' }),
    ).not.toBeChecked();
    await expect(record.getByText('Besuch im Wartezimmer')).toBeVisible();
    await expectNoSevereViolations(page, 'patient record');
    await record.getByRole('button', { name: 'Schließen' }).click();
    await expect(page).not.toHaveURL(/\?patient=/);

    await page.getByRole('searchbox', { name: 'Patient:in suchen' }).fill('');
    await page.getByRole('button', { name: 'Mögliche Doppelte' }).click();
    const duplicates = page.getByRole('dialog', { name: 'Mögliche Doppelte' });
    await expect(duplicates.getByText('Gleiche Telefonnummer')).toBeVisible();
    await duplicates.getByRole('button', { name: /zusammenführen$/ }).click();
    const merge = page.getByRole('dialog', { name: 'Karteien zusammenführen' });
    await merge.getByRole('radio', { name: 'Josef Gruber' }).check();
    await expectNoSevereViolations(page, 'merge dialog');
    await merge.getByRole('button', { name: 'Zusammenführen' }).click();
    // The kept record opens with both visits.
    const kept = page.getByRole('dialog', { name: 'Josef Gruber' });
    await expect(kept.getByText('Besuch im Wartezimmer')).toHaveCount(2);
    await kept.getByRole('button', { name: 'Schließen' }).click();
    await expect(page.getByRole('status').filter({ hasText: '2 Patient:innen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sepp Gruber' })).toBeHidden();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV exportieren' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^patienten-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    // A byte-order mark, so a spreadsheet reads the umlauts right.
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Huber');
    expect(csv).toContain('Josef');
    expect(csv).not.toContain('Sepp');

    // From a record to the calendar, which then books for that patient.
    await page.getByRole('button', { name: 'Anna Huber' }).click();
    await page
      .getByRole('dialog', { name: 'Anna Huber' })
      .getByRole('link', { name: 'Termin buchen' })
      .click();
    await expect(page.getByText('Termin für Anna Huber')).toBeVisible();
    await page.getByRole('button', { name: 'Neuer Termin' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Neuer Termin' }).getByText('Für Anna Huber'),
    ).toBeVisible();
  });
});

test.describe('a patient’s own data', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a patient downloads their data from the manage link and asks for erasure, which staff then see', async ({
    page,
    browser,
    request,
  }) => {
    const { account, business, typeId } = await seedPractice(request);
    const email = `lena.${Date.now()}@example.at`;
    const [slot] = await freeSlots(request, business.publicId, typeId!);
    const booked = await postBooking(request, business.publicId, {
      typeId: typeId!,
      start: slot!.start,
      firstName: 'Lena',
      lastName: 'Wagner',
      phone: '+43 660 5555555',
      email,
    });
    expect(booked.status()).toBe(201);
    const mail = await waitForMailTo(email);
    const link = /https?:\/\/[^\s"<>]+\/bookingflow\/booking\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole('button', { name: 'Meine Daten und Datenschutz' }).tap();
    await expect(page.getByRole('heading', { name: 'Ihre Daten' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Herunterladen (JSON)' }).tap();
    const file = await download;
    const data = JSON.parse(await readFile((await file.path()) as string, 'utf8'));
    expect(data.patient).toMatchObject({ firstName: 'Lena', lastName: 'Wagner', email });
    expect(data.appointments).toHaveLength(1);
    const readable = await page.getByRole('link', { name: 'Als lesbare Seite öffnen' }).getAttribute('href');
    const html = await request.get(readable!);
    expect(html.headers()['content-type']).toContain('text/html');
    expect(await html.text()).toContain('Wagner');

    await page.getByRole('button', { name: 'Löschung meiner Daten beantragen' }).tap();
    await expectNoSevereViolations(page, 'erasure question');
    await page.getByRole('button', { name: 'Ja, Löschung beantragen' }).tap();
    await expect(
      page.getByRole('status').filter({ hasText: 'die Löschung Ihrer Daten beantragt' }),
    ).toBeVisible();

    // The practice sees the request above its list and on the record.
    const staff = await browser.newPage();
    await signInWithToken(staff, account.token);
    await staff.goto(OVERVIEW);
    await expect(staff.getByText('1 offene Löschanfrage')).toBeVisible();
    await staff.getByRole('button', { name: 'Lena Wagner' }).first().click();
    await expect(staff.getByRole('dialog', { name: 'Lena Wagner' }).getByText('Löschanfrage')).toBeVisible();
    await staff.close();
  });
});
