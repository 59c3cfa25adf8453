import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { purgeEmailVerifications } from './purge-email-verifications';
import { purgeIdempotencyKeys } from './purge-idempotency-keys';
import { purgeUsedChallenges } from './purge-used-challenges';
import { type ScheduledJob, scheduleJob } from './schedule-job';
import { sweepTemporaryUsers } from './sweep-temporary-users';

/** Expired guests are deleted within this long of expiring (TEMP_ACCOUNT_TTL_HOURS is 24 h by default). */
const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** The periodic jobs of a running server (main.ts asks for them; tests call the job functions directly). */
export function startJobs(context: AppContext, log: FastifyBaseLogger): ScheduledJob[] {
  const sweep = scheduleJob(
    'sweep temporary users',
    SWEEP_INTERVAL_MS,
    async () => {
      // The guests' signed-in sockets end with their accounts (issue 16).
      const deleted = await sweepTemporaryUsers(context.database.db, context.clock.now(), (ids) =>
        context.realtime.disconnectUsers(ids),
      );
      if (deleted) log.info({ deleted }, 'deleted expired temporary users');
    },
    log,
  );
  const purge = scheduleJob(
    'purge idempotency keys',
    SWEEP_INTERVAL_MS,
    async () => {
      const deleted = await purgeIdempotencyKeys(context.database.db, context.clock.now());
      if (deleted) log.info({ deleted }, 'purged stored booking answers');
    },
    log,
  );
  const purgeLinks = scheduleJob(
    'purge email verifications',
    SWEEP_INTERVAL_MS,
    async () => {
      const deleted = await purgeEmailVerifications(context.database.db, context.clock.now());
      if (deleted) log.info({ deleted }, 'purged used or expired verification links');
    },
    log,
  );
  const challenges = scheduleJob(
    'purge used challenges',
    SWEEP_INTERVAL_MS,
    async () => {
      const deleted = await purgeUsedChallenges(context.database.db, context.clock.now());
      if (deleted) log.info({ deleted }, 'purged used proof-of-work solutions');
    },
    log,
  );
  return [sweep, purge, purgeLinks, challenges];
}
