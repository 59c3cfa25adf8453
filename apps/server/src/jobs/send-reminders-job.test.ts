import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBookableBusiness, publicBooking } from '../../test/bookable-business';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AppContext } from '../app-context';
import { PgBossJobQueue } from '../job-queue';
import { SCHEDULED_JOBS } from './scheduled-jobs';
import { startJobs } from './start-jobs';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe('the reminder job on pg-boss', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("runs every minute with the app's clock and mails a due reminder once", async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const start = '2026-03-04T08:00:00.000Z';
    const booked = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, start, { email: 'erinnerung@example.com' }),
    );
    expect(booked.statusCode).toBe(201);
    await t.settle();
    // The clock reaches the day before the appointment.
    t.clock.advance(new Date(start).getTime() - 24 * 3_600_000 - t.clock.now().getTime());
    const context = {
      database: t.database,
      clock: t.clock,
      mailer: t.mailer,
      config: t.config,
      jobs: new PgBossJobQueue(),
    } as unknown as AppContext;
    const jobs = SCHEDULED_JOBS.filter((job) => job.name === 'send-reminders');
    const runner = await startJobs(context, log, { jobs, pollingIntervalSeconds: 1 });
    const reminders = () =>
      t.mailer.to('erinnerung@example.com').filter((mail) => mail.subject.startsWith('Erinnerung'));
    try {
      for (const deadline = Date.now() + 20_000; reminders().length === 0 && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await runner.stop();
    }
    expect(reminders()).toHaveLength(1);
  });
});
