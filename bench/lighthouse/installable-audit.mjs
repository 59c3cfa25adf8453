// Passes when Chrome reports no installability errors, the manifest parses without errors and has
// what the issue asks for, and a service worker controls the site.
import { Audit } from 'lighthouse';

export default class InstallableAudit extends Audit {
  static get meta() {
    return {
      id: 'qtify-installable',
      title: 'The web app manifest and service worker meet the installability requirements',
      failureTitle: 'The app is not installable',
      description:
        "Chrome's installability check (Page.getInstallabilityErrors), the parsed manifest and the service worker.",
      requiredArtifacts: ['Installability'],
    };
  }

  static audit(artifacts) {
    const { serviceWorker, installabilityErrors, manifestUrl, manifestErrors, manifestParsed } =
      artifacts.Installability;
    const problems = [
      ...installabilityErrors.map((error) => `chrome: ${error.errorId}`),
      ...manifestErrors.filter((error) => error.critical).map((error) => `manifest: ${error.message}`),
    ];
    if (!manifestUrl) problems.push('no manifest link');
    const icons = manifestParsed?.icons ?? [];
    const has = (size, purpose) =>
      icons.some(
        (icon) => icon.sizes?.split(/\s+/).includes(size) && (icon.purpose ?? 'any').includes(purpose),
      );
    if (!has('192x192', 'any') || !has('512x512', 'any'))
      problems.push('manifest: icons 192 and 512 missing');
    if (!icons.some((icon) => (icon.purpose ?? '').includes('maskable')))
      problems.push('manifest: no maskable icon');
    if (manifestParsed?.display !== 'standalone') problems.push('manifest: display is not standalone');
    if (serviceWorker.state !== 'activated')
      problems.push(`service worker: ${serviceWorker.state ?? 'none'}`);
    return {
      score: problems.length === 0 ? 1 : 0,
      explanation: problems.join('; ') || undefined,
      details: {
        type: 'debugdata',
        manifestUrl,
        serviceWorker,
        installabilityErrors,
        problems,
      },
    };
  }
}
