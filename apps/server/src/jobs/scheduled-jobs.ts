import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { anonymiseExpiredWalkIns } from '../features/patient-data/anonymise-expired-walk-ins';
import { eraseRequestedPatients } from '../features/patient-data/erase-requested-patients';
import { patientDataDeps } from '../features/patient-data/patient-data-deps';
import { sweepNoShows } from '../features/queue/no-show';
import { queueDeps } from '../features/queue/queue-deps';
import { sendDueReminders } from '../features/reminders/send-due-reminders';
import { offerFreedSlots } from '../features/waitlist/offer-freed-slots';
import { siteOrigin } from '../site-origin';
import { purgeEmailVerifications } from './purge-email-verifications';
import { purgeIdempotencyKeys } from './purge-idempotency-keys';
import { purgeMailSends } from './purge-mail-sends';
import { purgeUsedChallenges } from './purge-used-challenges';
import { sweepTemporaryUsers } from './sweep-temporary-users';
import { vacuumEmbeddedDatabase } from './vacuum-embedded-database';

/** Timed work: pg-boss runs `run` on one instance per tick of `cron` (UTC, minute resolution). */
export interface ScheduledJob {
  /** The pg-boss queue and schedule name (letters, digits, hyphens). */
  name: string;
  cron: string;
  /** Rows it changed, or null when it skipped its turn; logged when not 0. */
  run(context: AppContext, now: Date, log: FastifyBaseLogger): Promise<number | null>;
  /** The log line of a run that changed something. */
  done: string;
  /** Only scheduled on the embedded database (PGlite). */
  embeddedOnly?: boolean;
}

/**
 * The app's timed work. A job's function is a plain `purgeX(db, now)` with its own test; add a
 * new one here and it is scheduled on the next start (a removed one is unscheduled).
 */
export const SCHEDULED_JOBS: ScheduledJob[] = [
  {
    // Every minute: a reminder goes out within about a minute of its time. The queue's 'stately'
    // policy runs one sweep at a time across instances; each reminder's sent-marker (claimed before
    // its mail) keeps it to one mail even so (features/reminders/send-due-reminders.ts).
    name: 'send-reminders',
    cron: '* * * * *',
    run: (context, now, log) =>
      sendDueReminders(
        {
          db: context.database.db,
          config: context.config,
          mailer: context.mailer,
          origin: siteOrigin(context.config),
          log,
        },
        now,
      ),
    done: 'sent appointment reminders',
  },
  {
    // Every minute: a freed time is offered to the waitlist within about a minute. Each freed slot
    // is claimed once (features/waitlist/offer-freed-slots.ts), so overlapping runs mail nobody twice.
    name: 'offer-freed-slots',
    cron: '* * * * *',
    run: (context, now, log) =>
      offerFreedSlots(
        {
          db: context.database.db,
          config: context.config,
          mailer: context.mailer,
          origin: siteOrigin(context.config),
          log,
        },
        now,
      ),
    done: 'mailed waitlist offers',
  },
  {
    // Every minute: a called patient who has not come within the business's grace time becomes a
    // no-show (features/queue/no-show.ts); each is decided again on its locked row, so an
    // overlapping run or another instance changes nobody twice. Up to a minute late by design.
    name: 'mark-no-shows',
    cron: '* * * * *',
    run: (context, now) => sweepNoShows(queueDeps(context), now),
    done: 'marked called patients who did not come as no-shows',
  },
  {
    // Expired guests are deleted within 5 minutes of expiring (TEMP_ACCOUNT_TTL_HOURS, 24 h by default).
    name: 'sweep-temporary-users',
    cron: '*/5 * * * *',
    // The guests' signed-in sockets end with their accounts (issue 16).
    run: (context, now) =>
      sweepTemporaryUsers(context.database.db, now, (ids) => context.realtime.disconnectUsers(ids)),
    done: 'deleted expired temporary users',
  },
  {
    name: 'purge-idempotency-keys',
    cron: '*/5 * * * *',
    run: (context, now) => purgeIdempotencyKeys(context.database.db, now),
    done: 'purged stored booking answers',
  },
  {
    name: 'purge-email-verifications',
    cron: '*/15 * * * *',
    run: (context, now) => purgeEmailVerifications(context.database.db, now),
    done: 'purged used or expired verification links',
  },
  {
    name: 'purge-used-challenges',
    cron: '*/5 * * * *',
    run: (context, now) => purgeUsedChallenges(context.database.db, now),
    done: 'purged used proof-of-work solutions',
  },
  {
    name: 'purge-mail-sends',
    cron: '*/15 * * * *',
    run: (context, now) => purgeMailSends(context.database.db, now),
    done: 'purged records of public mails',
  },
  {
    // Daily: an erasure request nobody answered runs 30 days after it was made (issue 20). A day's
    // delay at most is within the month GDPR Art. 12(3) allows.
    name: 'erase-requested-patients',
    cron: '15 3 * * *',
    run: (context, now, log) => eraseRequestedPatients(patientDataDeps(context, log), now),
    done: 'erased patients whose erasure request was due',
  },
  {
    // Daily: walk-in visits older than the business's retention period lose the person (issue 20).
    name: 'anonymise-walk-ins',
    cron: '45 3 * * *',
    run: (context, now) => anonymiseExpiredWalkIns(context.database.db, now),
    done: 'anonymised walk-in visits past their retention period',
  },
  {
    // At night in Europe, when no practice is open; it holds the embedded database for about a second.
    name: 'vacuum-embedded-database',
    cron: '30 2 * * *',
    run: (context) => vacuumEmbeddedDatabase(context.database),
    done: 'vacuumed and analysed the embedded database',
    embeddedOnly: true,
  },
];
