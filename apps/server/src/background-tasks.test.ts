import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { buildApp } from './app';
import type { Mailer } from './features/mail/mailer';

describe('background tasks', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('run after the caller returns, and app.close() waits for them before closing the mailer', async () => {
    const events: string[] = [];
    const slowMailer: Mailer = {
      send: async () => {
        events.push('send started');
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push('send finished');
      },
      close: () => {
        events.push('mailer closed');
      },
    };
    const app = await buildApp(testConfig(), { database: t.database, mailer: slowMailer });
    await app.ready();
    app.backgroundTasks.run('probe mail', () =>
      slowMailer.send({ to: 'a@example.com', subject: 's', text: 't', html: 'h' }),
    );
    events.push('caller returned');
    await app.close();
    expect(events).toEqual(['caller returned', 'send started', 'send finished', 'mailer closed']);
  });

  it('log a failing task instead of throwing it at anyone', async () => {
    const lines: string[] = [];
    const app = await buildApp(testConfig({ logLevel: 'error' }), {
      database: t.database,
      logStream: { write: (line: string) => lines.push(line) },
    });
    app.backgroundTasks.run('doomed', async () => {
      throw new Error('smtp down');
    });
    await app.backgroundTasks.idle();
    await app.close();
    const entry = JSON.parse(lines.find((line) => line.includes('background task failed')) as string);
    // By type and stack: a message may have been built from personal data (logging/serialize-error.ts).
    expect(entry).toMatchObject({
      task: 'doomed',
      err: { type: 'Error', stack: expect.stringContaining('background-tasks.test.ts') },
    });
  });
});
