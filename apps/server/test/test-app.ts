import { type DestinationStream, pino } from 'pino';
import { type App, buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { createMailer } from '../src/features/mail/create-mailer';
import type { Mailer } from '../src/features/mail/mailer';
import type { JobRunnerOptions } from '../src/jobs/start-jobs';
import { loggerOptions } from '../src/logging/logger-options';
import { ManualClock } from './manual-clock';
import { RecordingMailer, rememberMailer } from './recording-mailer';
import { createTestDatabase } from './test-database';

/** Configuration for tests: quiet logs, no web build unless a test passes `webDist`. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' });
  // The real apps/web/dist may exist on a developer's machine; tests must not depend on it.
  return { ...base, webDist: '/nonexistent/qtify-web-dist', ...overrides };
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Capture log lines (set config.logLevel too, the default is 'silent'). */
  logStream?: DestinationStream;
  /** Also send through the mailer built from the config (SMTP_URL or the outbox), as the app would. */
  configuredMailer?: boolean;
  /** Run the pg-boss job runner with these options (no scheduled jobs unless named). */
  jobs?: JobRunnerOptions;
}

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  /** The services' clock: it stands still until the test moves it. */
  clock: ManualClock;
  /** The mail the app sent. */
  mailer: RecordingMailer;
  /** Waits for work the app does after answering, e.g. sending a mail. */
  settle(): Promise<void>;
  /** Closes the app and destroys its database. Call it in afterAll. */
  close(): Promise<void>;
}

/**
 * The app on its own fresh, migrated database (PGlite in memory, or a new PostgreSQL database
 * when TEST_DB=postgres). The app is not ready yet, so a test may still add routes to it.
 *
 * @example
 * const t = await createTestApp();
 * afterAll(() => t.close());
 * const res = await t.app.inject('/api/health');
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const config = testConfig(options.config);
  const clock = new ManualClock();
  // The configured mailer (SMTP_URL or the outbox) logs to the test's stream, as the app's would.
  const mailer = new RecordingMailer(
    options.configuredMailer
      ? createMailer(config, pino(loggerOptions(config, options.logStream), options.logStream))
      : undefined,
  );
  const app = await buildApp(config, {
    database: testDatabase.database,
    logStream: options.logStream,
    clock,
    mailer: mailer satisfies Mailer,
    runJobs: options.jobs !== undefined,
    jobOptions: options.jobs && { jobs: [], ...options.jobs },
  });
  rememberMailer(app, mailer);
  return {
    app,
    database: testDatabase.database,
    config,
    clock,
    mailer,
    settle: () => app.backgroundTasks.idle(),
    close: async () => {
      await app.close();
      await testDatabase.destroy();
    },
  };
}
