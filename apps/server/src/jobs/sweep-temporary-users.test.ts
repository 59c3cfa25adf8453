import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKind } from '../../test/test-database';
import { sessions } from '../db/schema/sessions';
import { users } from '../db/schema/users';
import { createTemporaryUser } from '../features/auth/create-temporary-user';
import { sweepTemporaryUsers } from './sweep-temporary-users';

const HOUR = 60 * 60 * 1000;

describe('the temporary-user sweep', () => {
  let t: TestApp;
  const guest = () =>
    createTemporaryUser(
      { db: t.database.db, clock: t.clock, config: t.config },
      { firstName: 'Gast', lastName: 'Patient' },
    );
  const exists = async (id: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('deletes only temporary users whose 24 hours have passed, with their sessions', async () => {
    const old = await guest();
    t.clock.advance(2 * HOUR);
    const recent = await guest();
    const member = await signUp(t.app);

    expect(await sweepTemporaryUsers(t.database.db, new Date(t.clock.now().getTime() + 21 * HOUR))).toBe(0);
    const deleted = await sweepTemporaryUsers(t.database.db, new Date(t.clock.now().getTime() + 23 * HOUR));
    expect(deleted).toBe(1);
    expect(await exists(old.userId)).toBe(false);
    expect(await exists(recent.userId)).toBe(true);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, old.userId))).toEqual([]);
    expect((await getUser(t.app, member.token)).statusCode).toBe(200);
  });

  it('spares a guest whose activity pushed the expiry back, and a guest who became permanent', async () => {
    const active = await guest();
    const upgraded = await guest();
    await t.database.db
      .update(users)
      .set({ temporary: false, expiresAt: null, email: 'upgraded@example.com', passwordHash: 'x' })
      .where(eq(users.id, upgraded.userId));
    t.clock.advance(20 * HOUR);
    expect((await getUser(t.app, active.token)).statusCode).toBe(200);
    await sweepTemporaryUsers(t.database.db, new Date(t.clock.now().getTime() + 10 * HOUR));
    expect(await exists(active.userId)).toBe(true);
    expect(await exists(upgraded.userId)).toBe(true);
    await sweepTemporaryUsers(t.database.db, new Date(t.clock.now().getTime() + 25 * HOUR));
    expect(await exists(active.userId)).toBe(false);
    expect(await exists(upgraded.userId)).toBe(true);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'skips its run while another instance holds the sweep lock',
    async () => {
      const { userId } = await guest();
      const far = new Date(t.clock.now().getTime() + 48 * HOUR);
      const other = await t.database.connect();
      try {
        await other.query('SELECT pg_advisory_lock(7412359602)');
        expect(await sweepTemporaryUsers(t.database.db, far)).toBeNull();
        expect(await exists(userId)).toBe(true);
        await other.query('SELECT pg_advisory_unlock(7412359602)');
        expect(await sweepTemporaryUsers(t.database.db, far)).toBe(1);
      } finally {
        other.release();
      }
    },
  );
});
