import type { AltchaChallenge } from '@qtify/shared/schemas/challenge-schemas';
import { AppError } from '../../errors/app-error';

const WHY = {
  missing: 'Too many requests at this place: solve the challenge and send it in X-Altcha',
  malformed: 'X-Altcha is not a solved challenge: solve the new one',
  invalid: 'X-Altcha does not solve its challenge: solve the new one',
  otherScope: 'X-Altcha solves a challenge of another place or action: solve the new one',
  expired: 'The challenge expired: solve the new one',
  used: 'That solution was already used: solve the new one',
} as const;

export type ChallengeRefusal = keyof typeof WHY;

/** 429 CHALLENGE_REQUIRED with the challenge to solve (API.md "Everywhere"). */
export const challengeRequired = (challenge: AltchaChallenge, why: ChallengeRefusal) =>
  new AppError(429, 'CHALLENGE_REQUIRED', WHY[why], { challenge });
