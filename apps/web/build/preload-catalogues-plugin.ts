import type { Plugin } from 'vite';
// Relative: the Vite config runs in Node, which would not load the package's TypeScript itself.
import { INDUSTRIES } from '../../../packages/shared/src/domain/industry';
import { DEFAULT_LANGUAGE } from '../../../packages/shared/src/i18n/languages';

/**
 * The catalogues a first render waits for: i18next always loads the fallback language's. Each
 * industry's is marked with its industry: the server keeps only the one a page needs (the default
 * industry's, or on a business's public page that business's own; apps/server/src/plugins/page-head.ts).
 */
const FIRST_RENDER = [
  { catalogue: `${DEFAULT_LANGUAGE}/common.json`, industry: undefined },
  ...INDUSTRIES.map((industry) => ({ catalogue: `${DEFAULT_LANGUAGE}/${industry}.json`, industry })),
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
        return FIRST_RENDER.flatMap(({ catalogue, industry }) => {
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
                ...(industry && { 'data-industry': industry }),
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
