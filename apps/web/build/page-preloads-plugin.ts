import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// Relative: the Vite config runs in Node, which would not load the package's TypeScript itself.
import { DEFAULT_LANGUAGE } from '../../../packages/shared/src/i18n/languages';
import type { ChunkLike } from './public-shell-plugin';

/** Where the server finds the list (apps/server/src/plugins/page-preloads.ts); not served. */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/** The shape of that file: per page id and per frame, the files its first render needs. */
export interface PagePreloads {
  pages: Record<string, string[]>;
  frames: Record<string, string[]>;
}

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const PAGE_LOADERS = path.join(SRC, 'app/page-loaders.ts');
/** The frames' modules (src/app/shell/frames.ts). */
const FRAMES: Record<string, string> = {
  site: path.join(SRC, 'app/shell/public-shell'),
  business: path.join(SRC, 'app/shell/business-frame'),
};

/** The entries of one `export const NAME = { … };` of page-loaders.ts. */
function entriesOf(source: string, name: string, file: string) {
  const start = source.indexOf(`export const ${name}`);
  const block = start < 0 ? '' : source.slice(start, source.indexOf('\n};', start));
  const entry = /^ {2}(\w+): \(\) =>\s*(?:withCatalogues\(\s*)?import\('([^']+)'\)(?:,\s*\[([^\]]*)\])?/gm;
  return [...block.matchAll(entry)].map(([, id = '', specifier = '', namespaces]) => ({
    id,
    module: path.resolve(path.dirname(file), specifier),
    namespaces: (namespaces ?? '').match(/[\w-]+/g) ?? [],
  }));
}

/**
 * Each page's modules as page-loaders.ts writes them: the page
 * (`booking: () => withCatalogues(import('../features/booking/booking-page'), ['booking'])…`), the
 * catalogues it loads with it, and a business's public page's preload of its data (PLACE_PRELOADS).
 * A test checks that every page of the route table is found, so another way of writing them fails
 * there rather than quietly losing the preloads.
 */
export function pageModulesOf(
  source: string,
  file = PAGE_LOADERS,
): Map<string, { modules: string[]; namespaces: string[] }> {
  const pages = new Map<string, { modules: string[]; namespaces: string[] }>();
  for (const { id, module, namespaces } of entriesOf(source, 'PAGE_LOADERS', file))
    pages.set(id, { modules: [module], namespaces });
  for (const { id, module } of entriesOf(source, 'PLACE_PRELOADS', file))
    pages.get(id)?.modules.unshift(module);
  return pages;
}

/** The chunk of a module (without its extension), its static imports and their styles; not the entry. */
function filesOf(bundle: Record<string, ChunkLike>, modules: string[]): string[] {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const reached = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.isEntry || reached.has(fileName)) return;
    reached.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
    for (const name of chunk.imports ?? []) visit(name);
  };
  const withoutExtension = (id: string) => id.replace(/\.(tsx?|json)$/, '');
  for (const module of modules) {
    // A module other chunks import statically too may sit in a chunk it is not the facade of.
    const chunk =
      chunks.find((file) => withoutExtension(file.facadeModuleId ?? '') === module) ??
      chunks.find((file) => (file.moduleIds ?? []).some((id) => withoutExtension(id) === module));
    if (chunk) visit(chunk.fileName);
  }
  return [...reached].map((fileName) => `/${fileName}`);
}

/**
 * Writes, per page and per frame, the chunks and styles its first render needs (the page's module,
 * what it imports, its catalogues). The server links them from the HTML of the public pages
 * (`modulepreload`), so a phone fetches them beside the entry chunk instead of after running it.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'qtify-page-preloads',
    apply: 'build',
    generateBundle(_options, output) {
      const bundle = output as unknown as Record<string, ChunkLike>;
      const catalogue = (namespace: string) =>
        path.resolve(SRC, `../../../packages/shared/src/i18n/locales/${DEFAULT_LANGUAGE}/${namespace}`);
      const preloads: PagePreloads = { pages: {}, frames: {} };
      for (const [id, { modules, namespaces }] of pageModulesOf(readFileSync(PAGE_LOADERS, 'utf8'))) {
        preloads.pages[id] = filesOf(bundle, [...modules, ...namespaces.map(catalogue)]);
        if (!preloads.pages[id]?.length) this.error(`qtify-page-preloads: no chunk for page ${id}`);
      }
      for (const [frame, module] of Object.entries(FRAMES))
        preloads.frames[frame] = filesOf(bundle, [module]);
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
