// Lighthouse (mobile: Moto G class phone, simulated slow 4G) against the built app: performance,
// LCP and SEO of the pages a first visit is budgeted on (bench/first-visit-pages.mjs: landing,
// patient registration and room, booking, manage booking, login), and whether the app is
// installable (manifest + service worker).
// Run after `npm run build`: node bench/lighthouse.mjs   (LH_RUNS=3 runs per page, median shown)
//
// Lighthouse 12 dropped its PWA category; the installability check is a small gatherer + audit
// of our own (bench/lighthouse/) built on Chrome's Page.getInstallabilityErrors, as Lighthouse 11 did.
// Prints figures beside their targets; asserts nothing.
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedFirstVisitPages } from './first-visit-pages.mjs';
import { startServer } from './start-server.mjs';

const RUNS = Number(process.env.LH_RUNS ?? 3);
const TARGET_PERFORMANCE = 90;
const TARGET_LCP_MS = 2500;
const TARGET_SEO = 95;

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const config = {
  extends: 'lighthouse:default',
  artifacts: [{ id: 'Installability', gatherer: here('./lighthouse/installability-gatherer.mjs') }],
  audits: [here('./lighthouse/installable-audit.mjs')],
  categories: {
    installable: { title: 'Installable', auditRefs: [{ id: 'qtify-installable', weight: 1 }] },
  },
  settings: { onlyCategories: ['performance', 'seo', 'installable'] },
};

const server = await startServer();

const PAGES = await seedFirstVisitPages(server.url, server.dataDir);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const rows = [];
try {
  for (const { name, path, indexable } of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try again.
      let lhr;
      for (let attempt = 1; ; attempt++) {
        const flags = { port: chrome.port, logLevel: 'error', output: 'json' };
        ({ lhr } = await lighthouse(server.url + path, flags, config));
        if (!lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        console.warn(`${name}: ${lhr.runtimeError.code}, trying again`);
      }
      const installable = lhr.audits['qtify-installable'];
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        installable: installable.score === 1,
        why: installable.explanation ?? '',
      });
    }
    const byScore = [...runs].sort((a, b) => a.performance - b.performance);
    const mid = byScore[Math.floor((byScore.length - 1) / 2)];
    rows.push({
      page: name,
      runs: runs.length,
      performance: `${mid.performance} (runs ${runs.map((r) => r.performance).join('/')})`,
      'target ≥': TARGET_PERFORMANCE,
      'LCP s': (median(runs.map((r) => r.lcp)) / 1000).toFixed(2),
      'LCP target s': TARGET_LCP_MS / 1000,
      SEO: median(runs.map((r) => r.seo)),
      'SEO target ≥': indexable === false ? '- (robots.txt)' : TARGET_SEO,
      'FCP s': (median(runs.map((r) => r.fcp)) / 1000).toFixed(2),
      'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
      CLS: median(runs.map((r) => r.cls)).toFixed(3),
      installable: runs.every((r) => r.installable) ? 'yes' : `NO: ${runs.find((r) => !r.installable)?.why}`,
      'installable target': 'yes',
    });
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log('Lighthouse 12, mobile (simulated throttling), median of runs:');
console.table(rows);
