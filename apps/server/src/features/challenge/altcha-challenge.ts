import { createHmac } from 'node:crypto';
import { type AltchaChallenge, ZAltchaPayload } from '@qtify/shared/schemas/challenge-schemas';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CHALLENGE_ALGORITHM,
  CHALLENGE_COST,
  CHALLENGE_TTL_MINUTES,
  counterRange,
} from './challenge-difficulty';

/** What a challenge is good for: one kind of public write at one place (its public id). */
export interface ChallengeScope {
  place: string;
  kind: string;
}

export type SolutionCheck =
  | { ok: true; signature: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'invalid' | 'otherScope' | 'expired' };

/**
 * The two HMAC keys of altcha-lib: one signs the challenge, one the derived key of its secret
 * counter (so a solution is checked with one HMAC, not by deriving again). Both come from the
 * installation's `altcha` secret, so every instance checks what any instance issued.
 */
function keys(secret: string) {
  return {
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: createHmac('sha256', secret).update('altcha derived keys').digest('hex'),
  };
}

/**
 * A new challenge for `scope` at `level`. Its scope and expiry travel in the signed `data`, checked
 * against the app's clock (altcha-lib's own `expiresAt` would read the system clock).
 */
export function issueChallenge(
  secret: string,
  scope: ChallengeScope,
  level: 1 | 2,
  now: Date,
): Promise<AltchaChallenge> {
  const { min, max } = counterRange(level);
  const exp = Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_MINUTES * 60;
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: CHALLENGE_COST,
    counter: randomInt(max, min),
    deriveKey,
    data: { place: scope.place, kind: scope.kind, exp },
    ...keys(secret),
  }) as Promise<AltchaChallenge>;
}

function decode(header: string): unknown {
  try {
    return JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether the `X-Altcha` header solves a challenge we issued for this scope that has not expired.
 * That it was not used before is the caller's check (used-challenges.repository.ts).
 */
export async function checkSolution(
  secret: string,
  header: string,
  scope: ChallengeScope,
  now: Date,
): Promise<SolutionCheck> {
  const raw = decode(header);
  if (!ZAltchaPayload.safeParse(raw).success) return { ok: false, reason: 'malformed' };
  // The raw object, not zod's copy: the signature covers the parameters exactly as issued.
  const { challenge, solution } = raw as ReturnType<typeof ZAltchaPayload.parse>;
  const result = await verifySolution({ challenge, solution, deriveKey, ...keys(secret) });
  if (!result.verified) return { ok: false, reason: 'invalid' };
  const data = challenge.parameters.data ?? {};
  if (data.place !== scope.place || data.kind !== scope.kind) return { ok: false, reason: 'otherScope' };
  const exp = typeof data.exp === 'number' ? data.exp * 1000 : 0;
  if (exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, signature: challenge.signature, expiresAt: new Date(exp) };
}
