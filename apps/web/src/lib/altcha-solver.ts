import type { AltchaChallenge } from '@qtify/shared/schemas/challenge-schemas';

/** Longer than the slowest phone needs (≈1 s): after this the page shows CHALLENGE_REQUIRED. */
const GIVE_UP_MS = 30_000;

/**
 * Solves a 429's ALTCHA challenge in a Web Worker and returns the `X-Altcha` header value (base64 of
 * JSON `{ challenge, solution }`), or null when it could not be solved (no worker, an error, too
 * slow, aborted). Loaded only when a server asked for it: the patient pages' first visit stays small.
 */
export function solveAltcha(challenge: AltchaChallenge, signal?: AbortSignal): Promise<string | null> {
  if (typeof Worker === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
    const finish = (header: string | null) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      worker.terminate();
      resolve(header);
    };
    const abort = () => finish(null);
    const timer = setTimeout(abort, GIVE_UP_MS);
    signal?.addEventListener('abort', abort);
    worker.onmessage = (event: MessageEvent<{ counter: number; derivedKey: string } | null>) =>
      finish(event.data ? btoa(JSON.stringify({ challenge, solution: event.data })) : null);
    worker.onerror = () => finish(null);
    worker.postMessage(challenge);
  });
}
