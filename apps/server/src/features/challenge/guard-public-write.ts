import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { requireOpenOnline } from '../businesses/require-open-online';
import { installationSecret } from '../settings/installation-secret';
import { checkSolution, issueChallenge } from './altcha-challenge';
import { challengeLevel } from './challenge-difficulty';
import { type ChallengeRefusal, challengeRequired } from './challenge-errors';
import { PUBLIC_WRITES, type PublicWriteKind } from './public-write-kinds';
import { markChallengeUsed } from './used-challenges.repository';

export interface PublicWriteDeps {
  db: AppDatabase;
  clock: Clock;
  config: Pick<Config, 'limits'>;
}

/**
 * The place's budget of a public write (issue 16: 1,020 fake registrations hid a real patient, all
 * slots of a fortnight went in 2.8 s). Unknown place: 404; a place whose owner has not verified
 * their e-mail: 403 EMAIL_NOT_VERIFIED (nothing to spend work on). Below the budget (counted in the database
 * over its rolling window): nothing to do. Above it the request needs a solved proof-of-work
 * challenge in `X-Altcha`, issued for this place and kind, not expired, and not used before;
 * otherwise 429 CHALLENGE_REQUIRED with a new challenge, harder the further the place is over.
 */
export async function guardPublicWrite(
  deps: PublicWriteDeps,
  publicId: string,
  kind: PublicWriteKind,
  solution: string | undefined,
): Promise<void> {
  const place = await requireOpenOnline(deps, publicId);
  const write = PUBLIC_WRITES[kind];
  const { max, windowMinutes } = write.budget(deps.config.limits);
  const now = deps.clock.now();
  const count = await write.countSince(deps.db, place.id, new Date(now.getTime() - windowMinutes * 60_000));
  const level = challengeLevel(count, max);
  if (level === 0) return;

  const secret = await installationSecret(deps.db, 'altcha', now);
  const scope = { place: place.publicId, kind };
  let why: ChallengeRefusal = 'missing';
  if (solution) {
    const check = await checkSolution(secret, solution, scope, now);
    if (check.ok && (await markChallengeUsed(deps.db, check.signature, check.expiresAt))) return;
    why = check.ok ? 'used' : check.reason;
  }
  throw challengeRequired(await issueChallenge(secret, scope, level, now), why);
}
