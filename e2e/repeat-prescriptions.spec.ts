import type { APIRequestContext } from '@playwright/test';
import { expectNoSevereViolations } from './support/a11y';
import { authHeaders, signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { expect, test } from './support/test';

/** A patient at the desk with long-term medications and a personal link: the link's token and the patient. */
async function patientWithLink(request: APIRequestContext, token: string, businessId: string) {
  const added = await request.post(`/api/businesses/${businessId}/queue`, {
    headers: authHeaders(token),
    data: { firstName: 'Rosa', lastName: 'Rezeptler', birthdate: '1951-05-17' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const patientId = (await added.json()).entry.patient.id as string;
  const list = await request.put(`/api/businesses/${businessId}/patients/${patientId}/medications`, {
    headers: authHeaders(token),
    data: [
      { name: 'Metformin', dose: '500 mg 1-0-1' },
      { name: 'Ramipril', dose: '5 mg 1-0-0' },
    ],
  });
  expect(list.status(), await list.text()).toBe(200);
  const link = await request.post(`/api/businesses/${businessId}/patients/${patientId}/portal-link`, {
    headers: authHeaders(token),
    data: {},
  });
  expect(link.status(), await link.text()).toBe(201);
  return { patientId, portalToken: (await link.json()).token as string };
}

test.describe('repeat prescriptions', () => {
  test('a patient asks for a repeat by their link, the practice makes it ready, the patient sees it live', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { account, business } = await seedPractice(request);
    const { portalToken } = await patientWithLink(request, account.token, business.id);

    // The practice's inbox is open before the request comes in.
    await signInWithToken(page, account.token);
    await page.goto('/medis');
    await expect(page.getByRole('heading', { level: 1, name: 'Rezepte' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rezepte' }).first()).toBeVisible();
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-connected', 'true');
    await expect(page.getByText('Keine Anfragen mit diesem Status.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Alle' })).toBeChecked();

    // The patient, on their phone, with the link only.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'de-AT' });
    const patient = await phone.newPage();
    await patient.goto(`/patient-portal/${portalToken}`);
    await expect(patient.getByRole('heading', { level: 1, name: 'Hallo Rosa' })).toBeVisible();
    await expect(patient.getByTestId('ready-by')).toContainText('ist Ihr Rezept ab');
    await patient.getByRole('checkbox', { name: /Metformin/ }).check();
    await patient.getByRole('radio', { name: 'Abholung in der Praxis' }).check();
    await expectNoSevereViolations(patient, 'patient portal');
    await patient.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(
      patient.getByRole('status').filter({ hasText: 'Ihre Anfrage ist angekommen.' }),
    ).toBeVisible();
    await expect(patient.getByTestId('portal-request-status')).toHaveText('Neu');

    // It appears in the inbox without a reload; a doctor approves it, the desk makes it ready.
    const request1 = page.getByTestId('prescription-request');
    await expect(request1).toHaveCount(1);
    await expect(request1).toContainText('Rezeptler Rosa');
    await expect(request1).toContainText('Metformin');
    await expectNoSevereViolations(page, 'medis inbox');
    await page.getByRole('button', { name: 'Freigeben' }).click();
    await expect(patient.getByTestId('portal-request-status')).toHaveText('In Arbeit');
    await expect(page.getByTestId('detail-status')).toHaveText('In Arbeit');
    await page.getByRole('button', { name: 'Als fertig markieren' }).click();
    await expect(page.getByTestId('detail-status')).toHaveText('Fertig');

    // The patient's page says "ready" live, never reloaded.
    await expect(patient.getByTestId('portal-request-status')).toHaveText('Fertig');
    await phone.close();
  });

  test('the desk makes a patient’s personal link on the record and the link opens their page', async ({
    page,
    browser,
    request,
  }) => {
    const { account, business } = await seedPractice(request);
    const { patientId } = await patientWithLink(request, account.token, business.id);
    await signInWithToken(page, account.token);
    await page.goto(`/patients/patientOverview?patient=${patientId}`);
    const record = page.getByRole('dialog', { name: 'Rosa Rezeptler' });
    await expect(record.getByRole('heading', { name: 'Rezept-Link' })).toBeVisible();
    await record.getByRole('button', { name: 'Neuen Link erstellen' }).click();
    const link = await record.getByTestId('portal-link').inputValue();
    expect(link).toMatch(/\/patient-portal\/[A-Za-z0-9_-]{43}$/);
    await expect(record.getByRole('img', { name: /QR-Code des Rezept-Links/ })).toBeVisible();
    await expectNoSevereViolations(page, 'record with prescription link');
    const phone = await browser.newContext();
    const patient = await phone.newPage();
    await patient.goto(new URL(link).pathname);
    await expect(patient.getByRole('checkbox', { name: /Ramipril/ })).toBeVisible();
    await phone.close();
  });

  test('does not exist for a salon: no menu entry, and /medis is the not-found page', async ({
    page,
    request,
  }) => {
    const { account } = await seedPractice(request, {
      business: { name: 'Salon Schnitt', industry: 'hairdresser' },
      doctor: { name: 'Sabine', specialty: 'Damen' },
    });
    await signInWithToken(page, account.token);
    await page.goto('/startpage');
    await expect(page.getByRole('link', { name: 'Start' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rezepte' })).toHaveCount(0);
    await page.goto('/medis');
    await expect(page.getByText('Statuscode 404')).toBeVisible();
  });
});
