import type { Plugin } from 'vite';
import type { ManifestTransform } from 'workbox-build';
// Relative: the Vite config runs in Node, which would not load the package's TypeScript itself.
import { DEFAULT_LANGUAGE } from '../../../packages/shared/src/i18n/languages';

/** The namespaces public and patient pages read; the staff screens' (waitingRoom, calendar) are left out. */
const PUBLIC_NAMESPACES =
  'common|business|medical|hairdresser|restaurant|marketing|account|booking|patientJoin|patientRoom|pwa';

/**
 * The modules whose chunks a visitor who is not staff can reach: the public and patient pages, the
 * accounts pages, the frames, and the default language's catalogues (always loaded: it is the
 * fallback). Everything else (the staff pages: waiting room, calendar, doctors, businesses …; the
 * lazy parts of pages such as dialogs; the other languages) is kept by the service worker once
 * fetched (lib/service-worker.ts also hands it what the page loaded before the worker took over).
 */
const PUBLIC_SOURCES = [
  /\/src\/main\.tsx$/,
  /\/src\/app\/shell\//,
  /\/src\/app\/error\//,
  /\/src\/lib\/service-worker\.ts$/,
  /\/src\/features\/(marketing|auth|patient-room)\//,
  /\/src\/features\/booking\/(booking|manage-booking)-page\.tsx$/,
  new RegExp(`/packages/shared/src/i18n/locales/${DEFAULT_LANGUAGE}/(${PUBLIC_NAMESPACES})\\.json$`),
];

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  isEntry?: boolean;
  facadeModuleId?: string | null;
  imports?: string[];
  dynamicImports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The files of `bundle` that the public roots reach by static imports, with their styles. */
export function publicFiles(bundle: Record<string, ChunkLike>, sources = PUBLIC_SOURCES): Set<string> {
  const isPublicRoot = (chunk: ChunkLike) =>
    chunk.isEntry === true || sources.some((source) => source.test(chunk.facadeModuleId ?? ''));
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    if (reached.has(fileName)) return;
    const chunk = bundle[fileName];
    if (!chunk) return;
    reached.add(fileName);
    if (chunk.type !== 'chunk') return;
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
    for (const name of chunk.imports ?? []) visit(name);
    // The entry lazily loads every page; only the public roots among lazy chunks belong to the shell.
    for (const name of chunk.dynamicImports ?? []) {
      const target = bundle[name];
      if (target && isPublicRoot(target)) visit(name);
    }
  };
  for (const chunk of Object.values(bundle))
    if (chunk.type === 'chunk' && isPublicRoot(chunk)) visit(chunk.fileName);
  return reached;
}

/**
 * The service worker precaches only the public shell (issue 17: at most 300 KB gzip on a first
 * visit, which every patient's phone downloads after the page): `plugin` notes the public files of
 * the build, and `transform` (a workbox manifest transform) drops every other hashed asset.
 */
export function publicShellPrecache(): { plugin: Plugin; transform: ManifestTransform } {
  let files: Set<string> | null = null;
  return {
    plugin: {
      name: 'qtify-public-shell',
      apply: 'build',
      generateBundle(_options, bundle) {
        files = publicFiles(bundle as unknown as Record<string, ChunkLike>);
      },
    },
    transform: async (entries) => {
      if (files === null) throw new Error('qtify-public-shell: the bundle was not seen before the manifest');
      const kept = files;
      return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || kept.has(entry.url)) };
    },
  };
}
