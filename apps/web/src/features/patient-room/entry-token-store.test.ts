import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/browser-storage';
import { ENTRY_BUSINESS_KEY, ENTRY_TOKEN_KEY, entryTokenStore, isEntryToken } from './entry-token-store';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const TOKEN = 'a'.repeat(43);
const OTHER = 'b'.repeat(43);

describe('stored entry token', () => {
  it('accepts only what can be a token of the server', () => {
    expect(isEntryToken(TOKEN)).toBe(true);
    expect(isEntryToken('Ab-_9'.repeat(9))).toBe(true);
    expect(isEntryToken('short')).toBe(false);
    expect(isEntryToken(`${TOKEN}/../x`)).toBe(false);
    expect(isEntryToken(null)).toBe(false);
  });

  it('keeps the token with its business and finds it for that business only', () => {
    const storage = memoryStorage();
    const store = entryTokenStore(storage);
    store.save(TOKEN, 'pub-1');
    expect(storage.data.get(ENTRY_TOKEN_KEY)).toBe(TOKEN);
    expect(store.read()).toEqual({ token: TOKEN, publicId: 'pub-1' });
    expect(store.readFor('pub-1')).toBe(TOKEN);
    expect(store.readFor('pub-2')).toBeNull();
  });

  it('keeps the known business when the same token comes back by a link without it', () => {
    const store = entryTokenStore(memoryStorage());
    store.save(TOKEN, 'pub-1');
    store.save(TOKEN, null);
    expect(store.read()).toEqual({ token: TOKEN, publicId: 'pub-1' });
    store.save(OTHER, null);
    expect(store.read()).toEqual({ token: OTHER, publicId: null });
  });

  it('ignores a damaged value and never stores one', () => {
    const storage = memoryStorage();
    storage.set(ENTRY_TOKEN_KEY, 'not a token');
    const store = entryTokenStore(storage);
    expect(store.read()).toBeNull();
    store.save('x', 'pub-1');
    expect(storage.data.get(ENTRY_BUSINESS_KEY)).toBeUndefined();
  });

  it('forgets only the token it was asked to forget', () => {
    const storage = memoryStorage();
    const store = entryTokenStore(storage);
    store.save(TOKEN, 'pub-1');
    store.forget(OTHER);
    expect(store.read()?.token).toBe(TOKEN);
    store.forget(TOKEN);
    expect(store.read()).toBeNull();
    expect(storage.data.size).toBe(0);
  });
});
