// Prints the gzip size of the JavaScript and CSS a first visit to each page downloads, beside its
// budget (issue 17), and the size of what the service worker precaches on a first visit.
// Run after `npm run build`: node bench/bundle-size.mjs   (exits 1 when a figure is over budget)
//
// The pages are measured as visitors reach them, in Chromium at a phone's viewport, from the built
// server with real data (bench/first-visit-pages.mjs):
// - patient room: the short link of a real place (`/q/<token>`) opened in a fresh browser, so it
//   shows the position and opens the live socket (its client counts);
// - "registration + room": the whole visit in one browser: register, become the temporary user
//   (the signed-in frame loads), land in the room with its socket. Reported, not budgeted.
// BENCH_VERBOSE=1 lists each file of each page, biggest first: where to look when a page grows.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { seedFirstVisitPages } from './first-visit-pages.mjs';
import { startServer } from './start-server.mjs';

const PRECACHE_BUDGET_KB = 300;
const dist = new URL('../apps/web/dist/', import.meta.url);
const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024;

const server = await startServer();
const rows = [];
let precache;
try {
  const pages = await seedFirstVisitPages(server.url, server.dataDir);
  const registration = pages.find((p) => p.name === 'patient registration');
  pages.push({
    name: 'registration + room',
    path: registration.path,
    budgetKb: null,
    ready: '#field-fullName',
    async afterLoad(page) {
      await page.fill('#field-fullName', 'Dritte Patientin');
      await page.click('button[type="submit"]');
      await page.waitForSelector('[data-testid="queue-position"]');
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    for (const page of pages) rows.push(await measure(browser, page));
  } finally {
    await browser.close();
  }
  precache = precacheSize();
} finally {
  await server.stop();
}

async function measure(browser, { name, path, budgetKb, ready, afterLoad }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (/javascript|text\/css/.test(type))
      bodies.push(response.body().then((b) => ({ url: response.url(), type, b, kb: gzipKb(b) })));
  });
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  if (ready) await page.waitForSelector(ready);
  if (afterLoad) await afterLoad(page);
  await page.waitForLoadState('networkidle');
  // The socket's client is fetched after the page's data: give a late chunk a moment.
  await page.waitForTimeout(300);
  const files = await Promise.all(bodies);
  await context.close();
  const sum = (filter) => files.filter(filter).reduce((n, f) => n + f.kb, 0);
  const js = sum((f) => f.type.includes('javascript'));
  const css = sum((f) => f.type.includes('css'));
  const total = js + css;
  if (process.env.BENCH_VERBOSE) {
    console.log(`\n${name}`);
    for (const f of [...files].sort((a, b) => b.kb - a.kb))
      console.log(`  ${f.kb.toFixed(3).padStart(8)} KB  ${new URL(f.url).pathname}`);
  }
  return {
    page: name,
    KB: total.toFixed(3),
    budget: budgetKb ?? '-',
    ok: budgetKb === null ? '-' : total <= budgetKb ? 'yes' : 'NO',
    'js KB': js.toFixed(1),
    'css KB': css.toFixed(1),
    files: files.length,
  };
}

/** The files sw.js precaches (its injected manifest), each gzipped as the server sends it. */
function precacheSize() {
  const sw = readFileSync(new URL('sw.js', dist), 'utf8');
  const urls = [...sw.matchAll(/"url":\s*"([^"]+)"/g)].map((match) => match[1]);
  if (urls.length === 0) throw new Error('apps/web/dist/sw.js lists no precached files');
  const sized = urls.map((url) => ({ url, kb: gzipKb(readFileSync(new URL(url, dist))) }));
  if (process.env.BENCH_VERBOSE) {
    console.log('\nprecache');
    for (const f of sized.sort((a, b) => b.kb - a.kb))
      console.log(`  ${f.kb.toFixed(3).padStart(8)} KB  ${f.url}`);
  }
  const total = sized.reduce((n, f) => n + f.kb, 0);
  return {
    page: `service worker precache (${urls.length} files)`,
    KB: total.toFixed(3),
    budget: PRECACHE_BUDGET_KB,
    ok: total <= PRECACHE_BUDGET_KB ? 'yes' : 'NO',
  };
}

console.log('First-visit JavaScript + CSS, gzip -9, phone viewport (KB = 1024 bytes):');
console.table([...rows, precache]);
if ([...rows, precache].some((row) => row.ok === 'NO')) {
  console.log('Over budget.');
  process.exitCode = 1;
}
