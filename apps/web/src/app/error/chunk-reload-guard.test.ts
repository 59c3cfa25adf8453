import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../lib/browser-storage';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  mayReloadNow,
  reloadForChunkError,
} from './chunk-reload-guard';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('mayReloadNow', () => {
  it('allows the first reload and one per minute after that', () => {
    expect(mayReloadNow(null, 1_000)).toBe(true);
    expect(mayReloadNow(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(mayReloadNow(1_000, 1_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
  });

  it('does not trust a stored time in the future or garbage', () => {
    expect(mayReloadNow(10_000, 5_000)).toBe(true);
    expect(mayReloadNow(Number.NaN, 5_000)).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  it('reloads once, remembers the time and refuses a second reload within 60 seconds', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, 100_000, reload)).toBe(true);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(reloadForChunkError(storage, 130_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(storage, 160_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
