// What holds up the largest contentful paint of the pages a first visit is budgeted on: one
// Lighthouse mobile run per page (simulated throttling) printing the LCP element, LCP's phases,
// every request with its observed start and end, the main thread's biggest scripts and its long tasks.
// Run after `npm run build`: node bench/lcp-breakdown.mjs   (PAGES=booking,login for some only)
// Prints what it saw; asserts nothing. Figures are only comparable on an idle machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedFirstVisitPages } from './first-visit-pages.mjs';
import { startServer } from './start-server.mjs';

const only = process.env.PAGES?.split(',');
const server = await startServer();
const pages = await seedFirstVisitPages(server.url, server.dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } };
const ms = (value) => String(Math.round(value)).padStart(6);
try {
  for (const { name, path } of pages) {
    if (only && !only.some((page) => name.includes(page))) continue;
    const flags = { port: chrome.port, logLevel: 'error', output: 'json' };
    const { lhr } = await lighthouse(server.url + path, flags, config);
    const audits = lhr.audits;
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    console.log(
      `== ${name}: performance ${score}, LCP ${ms(audits['largest-contentful-paint'].numericValue)} ms, ` +
        `FCP ${ms(audits['first-contentful-paint'].numericValue)} ms`,
    );
    const metricIds = [
      'first-contentful-paint',
      'speed-index',
      'total-blocking-time',
      'cumulative-layout-shift',
    ];
    console.log(
      metricIds.map((id) => `${id} ${ms(audits[id].numericValue)} (score ${audits[id].score})`).join(', '),
    );
    const observed = audits.metrics?.details?.items?.[0];
    if (observed)
      console.log(
        `observed (unthrottled): FCP ${ms(observed.observedFirstContentfulPaint)} ms, ` +
          `LCP ${ms(observed.observedLargestContentfulPaint)} ms, load ${ms(observed.observedLoad)} ms`,
      );
    const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = element?.items?.[0]?.node;
    if (node)
      console.log(
        `LCP element: ${node.snippet} "${node.nodeLabel}" (${node.boundingRect?.width}×${node.boundingRect?.height})`,
      );
    for (const phase of phases?.items ?? []) console.log(`  ${phase.phase}: ${ms(phase.timing)} ms`);
    const requests = audits['network-requests'].details.items;
    const kilobytes = Math.round(requests.reduce((sum, request) => sum + request.transferSize, 0) / 1024);
    console.log(`${requests.length} requests, ${kilobytes} KB (observed times, not simulated):`);
    for (const request of requests)
      console.log(
        `  ${ms(request.networkRequestTime)}–${ms(request.networkEndTime)} ` +
          `${String(Math.round(request.transferSize / 1024)).padStart(4)} KB ${request.resourceType} ` +
          request.url.replace(server.url, ''),
      );
    for (const item of audits['bootup-time'].details?.items.slice(0, 4) ?? [])
      console.log(`  main thread: ${item.url.replace(server.url, '')} ${ms(item.total)} ms`);
    // What Total Blocking Time counts: the long tasks (over 50 ms, simulated) after the first paint.
    for (const task of audits['long-tasks']?.details?.items.slice(0, 6) ?? [])
      console.log(
        `  long task at ${ms(task.startTime)} ms: ${ms(task.duration)} ms ${String(task.url).replace(server.url, '')}`,
      );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
