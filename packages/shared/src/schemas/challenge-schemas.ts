import { z } from 'zod';

// API.md "Release 2 additions", "Everywhere": a public write over its place's budget answers 429
// CHALLENGE_REQUIRED with an ALTCHA challenge (v2, altcha-lib) in `error.challenge`; the client
// sends the solved payload back in the `X-Altcha` header, as base64 of JSON `{ challenge, solution }`.

const HEX = /^[0-9a-f]+$/;
const ZHex = (max: number) => z.string().max(max).regex(HEX);

/** A challenge as the server signed it; unknown keys stay, since the signature covers them. */
export const ZAltchaChallenge = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string().max(40),
      nonce: ZHex(128),
      salt: ZHex(128),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: ZHex(128),
      keySignature: ZHex(256).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: ZHex(256),
  })
  .meta({ id: 'AltchaChallenge' });
export type AltchaChallenge = z.infer<typeof ZAltchaChallenge>;

/** What the `X-Altcha` header carries, decoded: the challenge and the counter that solves it. */
export const ZAltchaPayload = z.object({
  challenge: ZAltchaChallenge,
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: ZHex(256),
    time: z.number().optional(),
  }),
});
export type AltchaPayload = z.infer<typeof ZAltchaPayload>;

/** The 429 of a public write: RATE_LIMITED, or CHALLENGE_REQUIRED with the challenge to solve. */
export const ZChallengeErrorResponse = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string(),
      message: z.string(),
      challenge: ZAltchaChallenge.optional(),
    }),
  })
  .meta({ id: 'ChallengeErrorResponse' });

/** The request header of a public write, solved only when a 429 asked for it. */
export const ZAltchaHeader = z
  .string()
  .max(4000, 'tooLong')
  .optional()
  .describe(
    'base64 of JSON { challenge, solution }: the solved ALTCHA challenge of a 429 CHALLENGE_REQUIRED',
  );
