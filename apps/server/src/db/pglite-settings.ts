import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, which lives inside the server's own memory.
 * WebAssembly memory only grows: every page PostgreSQL has touched stays resident until the
 * process ends, so the settings that size its memory set the server's idle footprint
 * (bench/memory.mjs, docs/decisions/0004-embedded-database-memory.md).
 */
export const PGLITE_SETTINGS = [
  // PGlite's default is 128 MB of buffer cache, touched as soon as the server starts: 396 MB idle
  // RSS with the demo practice, 230 MB with 16 MB. Pages beyond it are read from the data
  // directory through the operating system's page cache (bench/history-queries.mjs: still ≤ 2 ms).
  'shared_buffers=16MB',
  // One session ever uses it; the default 100 sizes lock and process tables for 100 (about 10 MB).
  'max_connections=5',
];

/** PGlite's own start parameters plus ours (PGlite replaces its defaults when given any). */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];
}
