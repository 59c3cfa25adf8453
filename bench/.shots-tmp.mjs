import { chromium } from '@playwright/test';
import { seedFirstVisitPages } from './first-visit-pages.mjs';
import { startServer } from './start-server.mjs';
const server = await startServer();
try {
  const pages = await seedFirstVisitPages(server.url, server.dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const [w, h] of [[1280, 800], [390, 844]]) {
    for (const p of pages) {
      const ctx = await browser.newContext({ viewport: { width: w, height: h } });
      const page = await ctx.newPage();
      await page.goto(server.url + p.path, { waitUntil: 'networkidle' });
      if (p.ready) await page.waitForSelector(p.ready);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/i17react/shot-${w}-${p.name.replace(/[^a-z]+/gi, '_')}.png` });
      await ctx.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
