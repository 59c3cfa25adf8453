import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { deleteMailSendsBefore } from './mail-sends.repository';
import { allowPublicMail } from './public-mail-budget';

describe('the budget of mails that public actions send to one address', () => {
  let t: TestApp;
  const deps = () => ({ db: t.database.db, config: t.config });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('allows three mails an hour to one address, whatever their kind, and none more', async () => {
    const now = t.clock.now();
    const answers = [];
    for (const kind of ['booking', 'password-reset', 'booking', 'verify-email', 'booking'] as const) {
      answers.push(await allowPublicMail(deps(), 'victim@example.com', kind, now));
    }
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it('counts an address in any case and with spaces as the same address', async () => {
    const now = t.clock.now();
    for (let i = 0; i < 3; i++) await allowPublicMail(deps(), 'Anna@Example.com', 'booking', now);
    expect(await allowPublicMail(deps(), '  anna@example.COM ', 'booking', now)).toBe(false);
    expect(await allowPublicMail(deps(), 'bert@example.com', 'booking', now)).toBe(true);
  });

  it('allows mail again once the hour has passed', async () => {
    const start = t.clock.now();
    for (let i = 0; i < 3; i++) await allowPublicMail(deps(), 'later@example.com', 'booking', start);
    expect(await allowPublicMail(deps(), 'later@example.com', 'booking', start)).toBe(false);
    const hourLater = new Date(start.getTime() + 60 * 60_000 + 1);
    expect(await allowPublicMail(deps(), 'later@example.com', 'booking', hourLater)).toBe(true);
  });

  it('counts mails sent at the same moment, so a burst cannot slip past the limit', async () => {
    const now = t.clock.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => allowPublicMail(deps(), 'burst@example.com', 'booking', now)),
    );
    expect(answers.filter(Boolean)).toHaveLength(3);
  });

  it('keeps no address, only a keyed hash of it, and forgets sends once they no longer count', async () => {
    const now = t.clock.now();
    await allowPublicMail(deps(), 'private.person@example.com', 'booking', now);
    const rows = await t.database.db.execute(sql`SELECT recipient_hash, kind FROM mail_sends`);
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/private\.person|example\.com/);
    expect(await deleteMailSendsBefore(t.database.db, new Date(now.getTime() + 1))).toBeGreaterThan(0);
  });
});
