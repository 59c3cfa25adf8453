import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSevereViolations } from './support/a11y';
import { authHeaders, signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { expect, test } from './support/test';

/** A patient added at the desk, called in and finished: one measured wait and treatment. */
async function treatAtDesk(request: APIRequestContext, token: string, businessId: string, firstName: string) {
  const added = await request.post(`/api/businesses/${businessId}/queue`, {
    headers: authHeaders(token),
    data: { firstName, lastName: 'Statistik' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { entry } = await added.json();
  for (const status of ['inTreatment', 'done']) {
    const changed = await request.patch(`/api/businesses/${businessId}/queue/${entry.id}`, {
      headers: authHeaders(token),
      data: { status },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
}

test.describe('the wait statistics', () => {
  test('the owner opens them from the waiting room, sees the charts and downloads the CSV', async ({
    page,
    request,
  }) => {
    const { account, business } = await seedPractice(request);
    await treatAtDesk(request, account.token, business.id, 'Anna');
    await treatAtDesk(request, account.token, business.id, 'Ben');
    await signInWithToken(page, account.token);

    await page.goto('/waitingRoom/room');
    await page.getByRole('link', { name: 'Statistik' }).click();
    await expect(page).toHaveURL(/\/waitingRoom\/statistics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wartezeit-Statistik' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '30 Tage' })).toBeChecked();
    await expect(page.getByTestId('stats-called')).toContainText('2');
    // A chart drawn by the chart library: bars per hour of the day.
    const hours = page.getByTestId('stats-chart-hour');
    await expect(hours.getByRole('heading', { name: 'Nach Uhrzeit (Beginn des Wartens)' })).toBeVisible();
    await expect(hours.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(hours.locator('.recharts-bar-rectangle').first()).toBeAttached();
    await expect(page.getByRole('table').getByText('Ohne Termin')).toBeVisible();
    await expectNoSevereViolations(page, 'wait statistics with charts');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV herunterladen' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^wartezeit-statistik-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await file.path()) as string, 'utf8');
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'dimension;key;label;entries;called;noShows;noShowRate;waitMedianMinutes;waitAverageMinutes;serviceMedianMinutes;serviceAverageMinutes',
    );
    expect(lines[1]).toMatch(/^total;\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2};;2;2;0;0;/);
    expect(csv).not.toContain('Anna');

    // Another range: no visits last year.
    await page.getByLabel('Von').fill('2025-01-01');
    await page.getByLabel('Bis').fill('2025-01-31');
    await expect(page.getByText('Keine Patientinnen und Patienten in diesem Zeitraum')).toBeVisible();
    await expect(page).toHaveURL(/from=2025-01-01&to=2025-01-31/);
  });
});
