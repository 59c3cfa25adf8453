import { authHeaders, signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { entryCard, joinQueue } from './support/queue';
import { expect, test } from './support/test';

for (const lang of ['de', 'en'] as const) {
  for (const size of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`screens ${lang} ${size.name}`, async ({ browser, request }) => {
      test.setTimeout(60_000);
      const { account, business } = await seedPractice(request);
      const headers = authHeaders(account.token);
      await request.patch('/api/auth/user', { headers, data: { languageId: lang } });
      const people = ['Anna Berger', 'Ben Huber', 'Carla Wimmer', 'Dora Wolf'];
      const entries = [];
      for (const name of people) entries.push(await joinQueue(request, business.publicId, name));
      await request.patch(`/api/businesses/${business.id}/queue/${entries[2]!.id}/urgent`, { headers, data: { urgent: true } });
      await request.post(`/api/businesses/${business.id}/queue/${entries[1]!.id}/no-show`, { headers });
      const context = await browser.newContext({ viewport: size, locale: lang === 'de' ? 'de-DE' : 'en-US', isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });
      const page = await context.newPage();
      await signInWithToken(page, account.token);
      await page.goto('/ro23omasfdas/asdflkjsdsd');
      await expect(entryCard(page, 'Carla Wimmer')).toBeVisible();
      await page.screenshot({ path: `/tmp/tk-shots/staff-${lang}-${size.name}.png`, fullPage: true });
      await page.getByRole('tab').nth(1).click();
      await expect(entryCard(page, 'Ben Huber')).toBeVisible();
      await page.screenshot({ path: `/tmp/tk-shots/staff-today-${lang}-${size.name}.png`, fullPage: true });
      await page.goto(`/waitingRoom/EditOrdination?id=${business.id}`);
      await page.waitForTimeout(2000);
      await page.screenshot({ path: `/tmp/tk-shots/settings-${lang}-${size.name}.png`, fullPage: true });
      const phone = await browser.newContext({ viewport: size, locale: lang === 'de' ? 'de-DE' : 'en-US' });
      const room = await phone.newPage();
      await room.goto(`/q/${entries[3]!.token}`);
      await expect(room.getByTestId('queue-ticket')).toBeVisible();
      await room.screenshot({ path: `/tmp/tk-shots/room-${lang}-${size.name}.png`, fullPage: true });
      const urgentRoom = await phone.newPage();
      await urgentRoom.goto(`/q/${entries[2]!.token}`);
      await expect(urgentRoom.getByTestId('queue-ticket')).toBeVisible();
      await urgentRoom.screenshot({ path: `/tmp/tk-shots/room-urgent-${lang}-${size.name}.png`, fullPage: true });
      const noShowRoom = await phone.newPage();
      await noShowRoom.goto(`/q/${entries[1]!.token}`);
      await noShowRoom.waitForTimeout(1500);
      await noShowRoom.screenshot({ path: `/tmp/tk-shots/room-noshow-${lang}-${size.name}.png`, fullPage: true });
    });
  }
}
