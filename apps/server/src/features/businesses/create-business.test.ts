import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AuthenticatedUser } from '../auth/authenticate-token';
import { listMemberBusinesses } from './businesses.repository';
import { createBusiness } from './create-business';

describe('creating a business when a drawn public id is taken', () => {
  let t: TestApp;
  let caller: AuthenticatedUser;
  const create = (ids: string[]) =>
    createBusiness(
      { db: t.database.db, clock: t.clock, newPublicId: () => ids.shift() ?? 'zzzzzzzzzz' },
      caller,
      { name: 'Praxis' },
    );

  beforeAll(async () => {
    t = await createTestApp();
    const { token } = await signUp(t.app);
    caller = { id: (await getUser(t.app, token)).json().user.id, sessionId: 'unused', temporary: false };
  });
  afterAll(() => t.close());

  it('draws again and leaves nothing behind from the failed attempt', async () => {
    expect((await create(['aaaaaaaaaa'])).publicId).toBe('aaaaaaaaaa');
    expect((await create(['aaaaaaaaaa', 'bbbbbbbbbb'])).publicId).toBe('bbbbbbbbbb');
    const own = await listMemberBusinesses(t.database.db, caller.id);
    expect(own.map((business) => business.publicId).sort()).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb']);
  });

  it('gives up after three taken ids instead of looping', async () => {
    await expect(create(['aaaaaaaaaa', 'aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc'])).rejects.toThrow();
    expect(await listMemberBusinesses(t.database.db, caller.id)).toHaveLength(2);
  });
});
