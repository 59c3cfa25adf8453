import { useSyncExternalStore } from 'react';

/** Chrome's install prompt event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** What the installable app can offer right now: installing it, or a waiting new version. */
export interface PwaState {
  installPrompt: BeforeInstallPromptEvent | null;
  waitingWorker: ServiceWorker | null;
}

let state: PwaState = { installPrompt: null, waitingWorker: null };
const listeners = new Set<() => void>();

export const pwaState = {
  get: (): PwaState => state,
  set(change: Partial<PwaState>) {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePwaState(): PwaState {
  return useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
}
