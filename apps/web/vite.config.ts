import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress-plugin';

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

export default defineConfig({
  root: here,
  plugins: [react(), precompress()],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    ],
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    // Only the chunks a route needs are preloaded; the rest load on navigation.
    modulePreload: { polyfill: false },
  },
});
