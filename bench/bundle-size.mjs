// Prints the gzip size of the JavaScript and CSS a first visit to each page downloads.
// Run after `npm run build`: node bench/bundle-size.mjs
//
// The patient pages are measured as patients reach them (waiting-room issue: at most 120 KB):
// - registration: the QR code's link of a real business, signed out;
// - patient room: the short link of a real place (`/q/<token>`) opened in a fresh browser, so it
//   shows the position and opens the live socket (its client counts);
// - "registration + room": the whole visit in one browser: register, become the temporary user
//   (the signed-in frame loads), land in the room with its socket. Reported, not budgeted.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './start-server.mjs';
import { verifyFromOutbox } from './verify-from-outbox.mjs';

const server = await startServer();

async function api(method, path, body, token) {
  const response = await fetch(server.url + path, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

// A business with one patient waiting, for links that lead somewhere.
const ownerEmail = `bench.${Date.now()}@example.at`;
const owner = await api('POST', '/api/auth/signup', {
  firstName: 'Bench',
  lastName: 'Owner',
  email: ownerEmail,
  password: 'Wartezimm3r!Sicher',
  passwordRepeat: 'Wartezimm3r!Sicher',
  languageId: 'de',
});
await verifyFromOutbox(server.url, server.dataDir, ownerEmail);
const { business } = await api(
  'POST',
  '/api/businesses',
  { name: 'Ordination Bench', industry: 'medical' },
  owner.data,
);
const joined = await api('POST', `/api/public/businesses/${business.publicId}/queue`, {
  fullName: 'Erste Patientin',
});

const PAGES = [
  { name: '/', path: '/', budgetKb: 150 },
  { name: '/landingPage/landingpageFunktionen', path: '/landingPage/landingpageFunktionen', budgetKb: 150 },
  { name: 'patient registration', path: business.links.register, budgetKb: 120, ready: '#field-fullName' },
  {
    name: 'patient room (/q/<token>)',
    path: `/q/${joined.entry.token}`,
    budgetKb: 120,
    ready: '[data-testid="queue-position"]',
  },
  {
    name: 'registration + room',
    path: business.links.register,
    budgetKb: null,
    ready: '#field-fullName',
    async afterLoad(page) {
      await page.fill('#field-fullName', 'Zweite Patientin');
      await page.click('button[type="submit"]');
      await page.waitForSelector('[data-testid="queue-position"]');
    },
  },
];

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
  for (const { name, path, budgetKb, ready, afterLoad } of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/javascript|text\/css/.test(type))
        bodies.push(response.body().then((b) => ({ url: response.url(), type, b })));
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    if (ready) await page.waitForSelector(ready);
    if (afterLoad) await afterLoad(page);
    await page.waitForLoadState('networkidle');
    // The socket's client is fetched after the page's data: give a late chunk a moment.
    await page.waitForTimeout(300);
    const files = await Promise.all(bodies);
    const sum = (filter) => files.filter(filter).reduce((n, f) => n + gzipSync(f.b, { level: 9 }).length, 0);
    const js = sum((f) => f.type.includes('javascript'));
    const css = sum((f) => f.type.includes('css'));
    // socket.io-client's chunk: the only one that speaks engine.io's websocket transport.
    const socket = sum((f) => f.type.includes('javascript') && /EIO=|engine\.io/.test(f.b.toString()));
    const totalKb = (js + css) / 1024;
    // BENCH_VERBOSE=1 lists each file, biggest first: where to look when a page grows.
    if (process.env.BENCH_VERBOSE) {
      console.log(`\n${name}`);
      const sized = files.map((f) => ({ kb: gzipSync(f.b, { level: 9 }).length / 1024, url: f.url }));
      for (const f of sized.sort((a, b) => b.kb - a.kb))
        console.log(`  ${f.kb.toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
    }
    rows.push({
      page: name,
      files: files.length,
      'js KB': (js / 1024).toFixed(1),
      'css KB': (css / 1024).toFixed(1),
      'total KB gz': totalKb.toFixed(1),
      'of it socket KB': socket ? (socket / 1024).toFixed(1) : '-',
      budget: budgetKb ?? '-',
      ok: budgetKb === null ? '-' : totalKb <= budgetKb ? 'yes' : 'NO',
    });
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log('First-visit JavaScript + CSS, gzip -9, phone viewport:');
console.table(rows);
