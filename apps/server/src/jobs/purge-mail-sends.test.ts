import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { mailSends } from '../db/schema/mail-sends';
import { insertMailSend } from '../features/mail/mail-sends.repository';
import { purgeMailSends } from './purge-mail-sends';

const MINUTE = 60_000;

describe('purging the records of public mails', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('keeps the sends of the last hour, which still count against the budget, and deletes the older ones', async () => {
    const now = new Date('2026-03-02T12:00:00Z');
    const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
    for (const minutes of [0, 30, 59, 61, 120, 60 * 24])
      await insertMailSend(t.database.db, 'hash', 'booking', ago(minutes));

    expect(await purgeMailSends(t.database.db, now)).toBe(3);
    const [left] = await t.database.db.select({ n: count() }).from(mailSends);
    expect(left?.n).toBe(3);
    expect(await purgeMailSends(t.database.db, now)).toBe(0);
  });
});
