import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashToken } from './opaque-token';

const DAY = 24 * 60;

describe('GET and PATCH /api/auth/user', () => {
  let t: TestApp;
  const patch = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/user', headers: bearer(token), payload });
  const lastSeen = async (token: string) => {
    const connection = await t.database.connect();
    try {
      const [row] = await connection.query<{ last_seen_at: Date }>(
        'SELECT last_seen_at FROM sessions WHERE token_hash = $1',
        [hashToken(token)],
      );
      return new Date(row?.last_seen_at as Date).toISOString();
    } finally {
      connection.release();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the signed-in user in the shape of the contract, without password or hash', async () => {
    const { token, email } = await signUp(t.app, { firstName: 'Ana', lastName: 'Berger', languageId: 'fr' });
    const res = await getUser(t.app, token);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(res.json()).toEqual({
      success: true,
      user: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        _id: user.id,
        firstName: 'Ana',
        lastName: 'Berger',
        email,
        temporary: false,
        emailVerified: false,
        notificationsEnabled: false,
        language: { id: 'fr', text: 'Français' },
        company: null,
        shop: null,
        memberships: [],
      },
    });
  });

  it.each([
    ['no Authorization header', {}],
    ['a token that was never issued', bearer('x'.repeat(43))],
    ['another scheme', { authorization: 'Basic YW5hOnB3' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 UNAUTHENTICATED for %s', async (_, headers) => {
    const res = await t.app.inject({ url: '/api/auth/user', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'UNAUTHENTICATED', message: expect.any(String) },
    });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('checks the token before the body, so a stranger learns nothing about the expected fields', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/auth/user', payload: { firstName: 42 } });
    expect(res.statusCode).toBe(401);
  });

  it('changes names, language and the notification preference', async () => {
    const { token } = await signUp(t.app);
    const res = await patch(token, {
      firstName: ' Bea ',
      lastName: 'Huber',
      languageId: 'es',
      notificationsEnabled: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstName: 'Bea',
      lastName: 'Huber',
      language: { id: 'es', text: 'Español' },
      notificationsEnabled: true,
    });
    expect((await getUser(t.app, token)).json().user).toEqual(res.json().user);
  });

  it('refuses a blank first or last name and an unknown language with 400 VALIDATION', async () => {
    const { token } = await signUp(t.app);
    const res = await patch(token, { firstName: '', lastName: ' ', languageId: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      languageId: expect.any(String),
    });
  });

  it('answers 404 for an active business that does not exist', async () => {
    const { token } = await signUp(t.app);
    const res = await patch(token, { activeBusinessId: '8f9b3c1e-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('records last-seen at most once a minute, not on every request', async () => {
    const { token } = await signUp(t.app);
    const first = await lastSeen(token);
    t.clock.advance(30_000);
    await getUser(t.app, token);
    expect(await lastSeen(token)).toBe(first);
    t.clock.advance(31_000);
    await getUser(t.app, token);
    expect(await lastSeen(token)).toBe(t.clock.now().toISOString());
  });

  it('ends a session after 30 days without use, and keeps a session in use alive (sliding)', async () => {
    const unused = await signUp(t.app);
    const used = await signUp(t.app);
    t.clock.advanceMinutes(20 * DAY);
    expect((await getUser(t.app, used.token)).statusCode).toBe(200);
    t.clock.advanceMinutes(11 * DAY);
    expect((await getUser(t.app, unused.token)).statusCode).toBe(401);
    expect((await getUser(t.app, used.token)).statusCode).toBe(200);
  });
});
