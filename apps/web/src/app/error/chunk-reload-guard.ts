import type { KeyValueStorage } from '../../lib/browser-storage';

/**
 * After a deploy the old page asks for script chunks that no longer exist. One reload fetches the
 * new version; the guard (spec §9: at most once per 60 s) stops a reload loop when the chunk is
 * really broken or the network is down.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'qtify.chunkReloadAt';

// Messages of Chromium, Firefox and Safari for a failed dynamic import, and Vite's preload/CSS error.
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_ERROR_PATTERN.test(message));
}

/** Whether a reload is allowed, given when the last one happened (null: never). */
export function mayReloadNow(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock that went backwards must not block reloads for good.
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/**
 * Reloads the page for a chunk error unless that happened less than a minute ago. Returns whether
 * it reloaded, so the caller can show the error instead.
 */
export function reloadForChunkError(storage: KeyValueStorage, now: number, reload: () => void): boolean {
  const stored = storage.get(CHUNK_RELOAD_KEY);
  const lastReloadAt = stored === null ? null : Number(stored);
  if (!mayReloadNow(lastReloadAt, now)) return false;
  storage.set(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
