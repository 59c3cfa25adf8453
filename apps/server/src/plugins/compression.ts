import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** API.md "Everywhere": answers over 1 KB are compressed; below that a few packets either way. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality of dynamic answers. 14 days of slots for 50 doctors (2.6 MB of JSON) take 6.5 ms
 * at quality 4 and 15 ms at 5 for the same 32 KB; 11, zlib's default, takes seconds.
 */
const BROTLI_QUALITY = 4;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Routes whose answers are always a few hundred bytes skip compression's two hooks altogether: the
 * patients' poll is the most frequent request of all, and the hooks alone cost it 8 % of its
 * throughput (51.6k against 56.3k requests/s; autocannon, 10 connections, alternating rounds) for
 * nothing. With them skipped it answers as fast as without the plugin (55.7k against 55.2k).
 */
const ALWAYS_SMALL = new Set(['/api/queue/:entryToken', '/api/health']);

/**
 * Compresses /api answers with brotli or gzip, whichever the client prefers, when they are larger
 * than the threshold (@fastify/compress adds `Vary: accept-encoding` to those). The web app's
 * files are left alone: the build writes .br/.gz copies beside them (plugins/web-app.ts).
 * Register before any route: the plugin attaches itself to routes as they are added. There are no
 * cookies, so a compressed answer with a secret cannot be probed cross-site (BREACH needs
 * credentials the browser adds by itself).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if (!isApi(url) || ALWAYS_SMALL.has(url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Request bodies are not inflated: clients send plain JSON, as before.
    globalDecompression: false,
  });
}
