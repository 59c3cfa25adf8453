import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../lib/browser-storage';
import type { PatientEntry } from '../../lib/queries/patient-entry';
import { lastKnownStore } from './last-known-entry';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get: (key) => map.get(key) ?? null,
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
}

const entry = { status: 'notHere', ahead: 3, firstName: 'Eva' } as unknown as PatientEntry;

describe('the last known state of a place', () => {
  it('gives back what was saved for the token, with its time', () => {
    const store = lastKnownStore(memoryStorage());
    store.save('token-a', entry, 1_700_000_000_000);
    expect(store.read('token-a')).toEqual({ entry, at: 1_700_000_000_000 });
    expect(store.read('token-b')).toBeNull();
  });

  it('ignores broken or foreign values instead of showing them', () => {
    const storage = memoryStorage();
    const store = lastKnownStore(storage);
    storage.set('queue.lastKnown.t', '{not json');
    expect(store.read('t')).toBeNull();
    storage.set('queue.lastKnown.t', JSON.stringify({ entry: { status: 'x' }, at: 1 }));
    expect(store.read('t')).toBeNull();
    storage.set('queue.lastKnown.t', JSON.stringify({ entry, at: 'yesterday' }));
    expect(store.read('t')).toBeNull();
  });

  it('forgets a place', () => {
    const store = lastKnownStore(memoryStorage());
    store.save('t', entry, 1);
    store.forget('t');
    expect(store.read('t')).toBeNull();
  });
});
