// A Lighthouse gatherer for what Lighthouse 12 no longer checks (its PWA category is gone):
// Chrome's own installability verdict (CDP Page.getInstallabilityErrors, as Lighthouse 11's
// `installable-manifest` audit used it), the manifest Chrome parsed, and the page's service worker.
import { Gatherer } from 'lighthouse';

/** In the page: the worker the app registers after `load` (lib/service-worker.ts), once active. */
async function serviceWorkerState(timeoutMs) {
  if (!('serviceWorker' in navigator)) return { supported: false };
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), timeoutMs));
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  if (!registration) return { supported: true, state: 'none' };
  const worker = registration.active;
  if (worker && worker.state !== 'activated') {
    await Promise.race([
      new Promise((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      ),
      timeout,
    ]);
  }
  return {
    supported: true,
    scriptURL: registration.active?.scriptURL ?? null,
    scope: registration.scope,
    state: registration.active?.state ?? 'none',
  };
}

export default class Installability extends Gatherer {
  meta = { supportedModes: ['navigation'] };

  async getArtifact(context) {
    const { driver } = context;
    const serviceWorker = await driver.executionContext.evaluate(serviceWorkerState, { args: [20_000] });
    const session = driver.defaultSession;
    const { installabilityErrors } = await session.sendCommand('Page.getInstallabilityErrors');
    const manifest = await session.sendCommand('Page.getAppManifest');
    return {
      serviceWorker,
      installabilityErrors,
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors,
      manifestParsed: manifest.data ? JSON.parse(manifest.data) : null,
    };
  }
}
