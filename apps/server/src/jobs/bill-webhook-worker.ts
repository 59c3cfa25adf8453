import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../app-context';
import { BILL_WEBHOOK_JOB } from '../features/bills/bill-webhook-settings';
import { deliverBillWebhook } from '../features/bills/deliver-bill-webhook';

/** Up to 8 attempts over about two hours (30 s doubled each time), then the delivery log says it failed. */
const RETRY_LIMIT = 7;

/**
 * The worker of finished bills' webhook deliveries (features/bills): each job is one bill; a
 * failed attempt throws and pg-boss runs it again later (retryBackoff: growing delays), on any
 * instance. Services queue jobs through context.jobs, attached here once the queue exists.
 */
export async function startBillWebhookWorker(
  context: AppContext,
  boss: PgBoss,
  pollingIntervalSeconds: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const settings = context.config.billWebhooks;
  const options = {
    name: BILL_WEBHOOK_JOB,
    retryLimit: RETRY_LIMIT,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: Math.ceil(settings.timeoutMs / 1000) + 60,
  };
  await boss.createQueue(BILL_WEBHOOK_JOB, options);
  await boss.updateQueue(BILL_WEBHOOK_JOB, options);
  const deps = {
    db: context.database.db,
    clock: context.clock,
    allowLoopback: settings.allowLoopback,
    ca: settings.ca,
    timeoutMs: settings.timeoutMs,
  };
  await boss.work<{ businessId: string; billId: string }>(
    BILL_WEBHOOK_JOB,
    { pollingIntervalSeconds, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      try {
        await deliverBillWebhook(deps, job.data, job.retryCount + 1);
      } catch (error) {
        log.warn(
          { err: error, job: BILL_WEBHOOK_JOB, attempt: job.retryCount + 1 },
          'bill webhook attempt failed',
        );
        throw error;
      }
    },
  );
  context.jobs.attach(boss);
}
