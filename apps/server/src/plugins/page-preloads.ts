import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteSpec } from '@qtify/shared/app-routes/route-table';

/** Written by the web build (apps/web/build/page-preloads-plugin.ts); not served. */
const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

interface PagePreloads {
  pages: Record<string, string[]>;
  frames: Record<string, string[]>;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The `<link>`s that fetch a page's chunks and styles beside the entry chunk: on a phone network the
 * page's first render no longer waits for the entry to download and run before its own code is even
 * asked for. Public pages only: a staff page sends a visitor without a session to the login, whose
 * chunks would then be the ones needed; staff's devices keep the chunks (the service worker).
 * Files index.html links already are left out.
 */
export function pagePreloadLinks(
  webDist: string,
  indexHtml: string,
): (route: RouteSpec | undefined) => string {
  const file = path.join(webDist, PAGE_PRELOADS_FILE);
  if (!existsSync(file)) return () => '';
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
  return (route) => {
    if (!route || route.guard === 'protected') return '';
    const files = [...(preloads.pages[route.page] ?? []), ...(preloads.frames[route.frame ?? 'site'] ?? [])];
    return [...new Set(files)]
      .filter((href) => !indexHtml.includes(`"${href}"`))
      .map((href) =>
        href.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin="" href="${escapeAttribute(href)}">`
          : `<link rel="modulepreload" crossorigin="" href="${escapeAttribute(href)}">`,
      )
      .join('\n');
  };
}
