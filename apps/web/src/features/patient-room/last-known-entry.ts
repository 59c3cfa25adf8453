import type { KeyValueStorage } from '../../lib/browser-storage';
import type { PatientEntry } from '../../lib/queries/patient-entry';

/** The room's last answer from the server and when it came (ms since epoch). */
export interface LastKnown {
  entry: PatientEntry;
  at: number;
}

const keyOf = (token: string) => `queue.lastKnown.${token}`;

/**
 * The last known state of a place, kept for this tab (sessionStorage): when the device goes
 * offline, or the page is reloaded without a network, the room still shows the position, marked
 * as not live.
 */
export function lastKnownStore(storage: KeyValueStorage) {
  return {
    save(token: string, entry: PatientEntry, at: number): void {
      storage.set(keyOf(token), JSON.stringify({ entry, at }));
    },
    read(token: string): LastKnown | null {
      try {
        const value: unknown = JSON.parse(storage.get(keyOf(token)) ?? 'null');
        if (value === null || typeof value !== 'object') return null;
        const { entry, at } = value as Partial<LastKnown>;
        if (typeof at !== 'number' || entry === null || typeof entry !== 'object') return null;
        return typeof entry.status === 'string' && typeof entry.ahead === 'number' ? { entry, at } : null;
      } catch {
        return null;
      }
    },
    forget(token: string): void {
      storage.remove(keyOf(token));
    },
  };
}
