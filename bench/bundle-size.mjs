// Prints the gzip size of the JavaScript and CSS a first visit to each page downloads.
// Run after `npm run build`: node bench/bundle-size.mjs
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './start-server.mjs';

const PAGES = [
  { path: '/', budgetKb: 150 },
  { path: '/landingPage/landingpageFunktionen', budgetKb: 150 },
  { path: '/waitingRoom/patientnew', budgetKb: 120 },
  { path: '/waitingRoom/patientRoom', budgetKb: 120 },
];

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const rows = [];
try {
  for (const { path, budgetKb } of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/javascript|text\/css/.test(type))
        bodies.push(response.body().then((b) => ({ url: response.url(), type, b })));
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const files = await Promise.all(bodies);
    const sum = (filter) => files.filter(filter).reduce((n, f) => n + gzipSync(f.b, { level: 9 }).length, 0);
    const js = sum((f) => f.type.includes('javascript'));
    const css = sum((f) => f.type.includes('css'));
    const totalKb = (js + css) / 1024;
    rows.push({
      page: path,
      files: files.length,
      'js KB': (js / 1024).toFixed(1),
      'css KB': (css / 1024).toFixed(1),
      'total KB gz': totalKb.toFixed(1),
      budget: budgetKb,
      ok: totalKb <= budgetKb ? 'yes' : 'NO',
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log('First-visit JavaScript + CSS, gzip -9, phone viewport:');
console.table(rows);
