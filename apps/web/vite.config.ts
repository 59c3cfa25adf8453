import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress-plugin';
import { preloadCatalogues } from './build/preload-catalogues-plugin';
import { publicShellPrecache } from './build/public-shell-plugin';

const here = fileURLToPath(new URL('.', import.meta.url));
// The product version lives once, in the root package.json; the navbar shows it (spec: "v_0.1.8").
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// During `vite` dev the Fastify server (apps/server, port 3000) answers the API and the socket.
const apiProxy = {
  '/api': { target: 'http://localhost:3000' },
  '/socket.io': { target: 'http://localhost:3000', ws: true },
};

const publicShell = publicShellPrecache();

// The installable app (issue 8): the manifest, and src/sw.ts built into /sw.js with the list of files
// to precache injected. The page registers the worker itself, lazily (src/lib/service-worker.ts):
// workbox-window in the entry chunk would cost every patient's first visit.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/',
    name: 'Qtify – digitales Wartezimmer',
    short_name: 'Qtify',
    description: 'Das digitale Wartezimmer mit Online-Terminbuchung.',
    lang: 'de',
    dir: 'ltr',
    start_url: '/?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#4CAF50',
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The public shell: index.html and the hashed JavaScript and CSS of the public and patient pages
    // and the catalogues (build/public-shell-plugin.ts), so the patient room opens offline. Staff
    // chunks (waiting room, calendar, …) are cached by the worker when first used after login. The
    // sound (10 KB) is not: the patient room fetches it when the patient joins or taps (priming it
    // for later plays), so a visitor who only looks at the landing or booking page never loads it.
    globPatterns: ['index.html', 'assets/*.{js,css}', 'icons/icon-192.png', 'favicon.svg'],
    manifestTransforms: [publicShell.transform],
    maximumFileSizeToCacheInBytes: 600 * 1024,
    // Hashed names are their own revision; workbox need not add one.
    dontCacheBustURLsMatching: /^assets\//,
    minify: true,
    sourcemap: false,
  },
  includeManifestIcons: false,
});

// React Router's package exports point at its development build only; a production build takes
// the production one (no dev-warning code: 0.6 KB gzip of every first visit).
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: here,
  plugins: [react(), preloadCatalogues(), publicShell.plugin, pwa, precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  resolve: {
    alias: [...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [])],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // Terser packs about 2 % tighter than esbuild after gzip (3 KB of the entry chunk alone): every
    // first visit on a phone network is worth the slower build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // No lists of each lazy chunk's imports for preloading them (3 KB gzip of file names in the entry
    // alone, more in the pages): a page's chunk names its imports itself (Rollup hoists them), so they
    // come one round trip after it. Styles of lazy chunks are still loaded with them. Linking every
    // chunk of a page from its HTML instead was measured slower (Lighthouse LCP +0.1–0.4 s): they
    // took bandwidth from the entry chunk, whose evaluation is the longest step.
    modulePreload: false,
  },
}));
