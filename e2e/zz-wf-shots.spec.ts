import { authHeaders, signInWithToken } from './support/accounts';
import { ownerWithBusiness } from './support/businesses';
import { joinQueue } from './support/queue';
import { expect, test } from './support/test';

const OUT = '/tmp/wf-shots';

test('screenshots of the workflow screens', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { account, business } = await ownerWithBusiness(request, { name: 'Ordination Dr. Berger', industry: 'medical' });
  const headers = authHeaders(account.token);
  const res = await request.post(`/api/businesses/${business.id}/workflows`, {
    headers,
    data: {
      name: 'Blutabnahme',
      stages: [
        { name: 'Anmeldung', stations: [{ name: 'Schalter 1' }] },
        { name: 'Labor', stations: [{ name: 'Labor 1' }, { name: 'Labor 2' }] },
        { name: 'Arzt', stations: [{ name: 'Raum 3' }] },
      ],
    },
  });
  const lab = (await res.json()).workflow;
  const anna = await request.post(`/api/public/businesses/${business.publicId}/queue`, { data: { fullName: 'Anna Berger', workflowId: lab.id } });
  const annaEntry = (await anna.json()).entry;
  await request.post(`/api/public/businesses/${business.publicId}/queue`, { data: { fullName: 'Ben Huber', workflowId: lab.id } });
  await request.post(`/api/public/businesses/${business.publicId}/queue`, { data: { fullName: 'Cleo Maier', workflowId: lab.id } });
  await request.post(`/api/businesses/${business.id}/queue/${annaEntry.id}/call`, { headers, data: { stationId: lab.stages[0].stations[0].id } });
  void joinQueue;
  for (const lang of ['de', 'en']) {
    for (const [label, viewport] of [
      ['1280', { width: 1280, height: 800 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript((l) => localStorage.setItem('qtify.language', l), lang);
      await signInWithToken(page, account.token);
      await page.goto('/profile/workflow');
      await expect(page.getByText('Blutabnahme').first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/list-${lang}-${label}.png`, fullPage: true });
      await page.goto(`/profile/workflow/editWorkflow?id=${lab.id}`);
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${OUT}/edit-${lang}-${label}.png`, fullPage: true });
      await page.goto(`/pos/workflow/${lab.id}`);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${OUT}/station-${lang}-${label}.png`, fullPage: true });
      await page.goto('/waitingRoom/room');
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${OUT}/room-${lang}-${label}.png`, fullPage: true });
      await context.close();
      const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const patient = await phone.newPage();
      await patient.addInitScript((l) => localStorage.setItem('qtify.language', l), lang);
      await patient.goto(`/q/${annaEntry.token}`);
      await patient.waitForTimeout(1200);
      await patient.screenshot({ path: `${OUT}/patient-${lang}-${label}.png`, fullPage: true });
      await phone.close();
    }
  }
});
