import type { Plugin } from 'vite';
// Relative: the Vite config runs in Node, which would not load the package's TypeScript itself.
import { DEFAULT_INDUSTRY } from '../../../packages/shared/src/domain/industry';
import { DEFAULT_LANGUAGE } from '../../../packages/shared/src/i18n/languages';

/**
 * The catalogues a first render waits for: i18next always loads the fallback language's. The
 * industry's is marked: a business's public page loads its own industry's instead, and the server
 * leaves that preload out of its pages (apps/server/src/plugins/page-head.ts).
 */
const FIRST_RENDER = [
  { catalogue: `${DEFAULT_LANGUAGE}/common.json`, mark: undefined },
  { catalogue: `${DEFAULT_LANGUAGE}/${DEFAULT_INDUSTRY}.json`, mark: 'default-industry' },
];

/**
 * Adds `<link rel="modulepreload">` for the default language's first catalogues to index.html, so a
 * phone fetches them beside the entry chunk instead of one round trip after it has run (they are
 * fetched in every language: German is the fallback).
 */
export function preloadCatalogues(): Plugin {
  return {
    name: 'qtify-preload-catalogues',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {});
        return FIRST_RENDER.flatMap(({ catalogue, mark }) => {
          const chunk = chunks.find(
            (file) => file.type === 'chunk' && (file.facadeModuleId ?? '').endsWith(`/locales/${catalogue}`),
          );
          if (!chunk) throw new Error(`qtify-preload-catalogues: no chunk for ${catalogue}`);
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: '',
                href: `/${chunk.fileName}`,
                ...(mark && { 'data-preload': mark }),
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
