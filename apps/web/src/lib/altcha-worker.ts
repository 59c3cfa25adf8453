/// <reference lib="webworker" />
import type { AltchaChallenge } from '@qtify/shared/schemas/challenge-schemas';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

// Solves one proof-of-work challenge off the page's main thread, so the form stays responsive
// (its busy button keeps spinning) while the phone works. Posts the solution, or null.
self.onmessage = async (event: MessageEvent<AltchaChallenge>) => {
  const solution = await solveChallenge({ challenge: event.data, deriveKey, timeout: 30_000 }).catch(
    () => null,
  );
  self.postMessage(solution);
};
