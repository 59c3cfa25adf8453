import { MAX_SOCKETS_PER_TOKEN } from '@qtify/shared/domain/abuse-limits';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, logIn, OTHER_GOOD_PASSWORD, signUp } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { insertQueueEntry } from '../../../test/queue-entries';
import { refusal } from '../../../test/socket-clients';
import { sweepTemporaryUsers } from '../../jobs/sweep-temporary-users';
import { createTemporaryUser } from '../auth/create-temporary-user';

/** Milliseconds from now until the socket is disconnected by the server (rejects after 2 s). */
function disconnectedWithin(socket: Socket): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected after 2 s')), 2000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      // Disconnected by the server, so socket.io clients do not reconnect with the dead token.
      if (reason !== 'io server disconnect') reject(new Error(`disconnected: ${reason}`));
      else resolve(performance.now() - started);
    });
  });
}

describe('sockets of revoked sessions, and sockets per token', () => {
  const live = listeningTestApp();
  const { connect } = live;

  it('disconnects the sockets of a session within a second of its logout, and only those', async () => {
    const { email, token } = await signUp(live.t.app);
    const other = (await logIn(live.t.app, email, GOOD_PASSWORD)).json().data as string;
    const socket = await connect(token);
    const otherSocket = await connect(other);
    const gone = disconnectedWithin(socket);

    const logout = await live.t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(await gone).toBeLessThan(1000);
    expect(otherSocket.connected).toBe(true);
    expect(await refusal(live.url, token)).toBe('UNAUTHENTICATED');
  });

  it('disconnects the other sessions’ sockets when the password changes, and keeps the caller’s', async () => {
    const { email, token } = await signUp(live.t.app);
    const thief = (await logIn(live.t.app, email, GOOD_PASSWORD)).json().data as string;
    const mine = await connect(token);
    const theirs = await connect(thief);
    const gone = disconnectedWithin(theirs);

    const changed = await live.t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: {
        oldPassword: GOOD_PASSWORD,
        newPassword: OTHER_GOOD_PASSWORD,
        newPasswordRepeat: OTHER_GOOD_PASSWORD,
      },
    });
    expect(changed.statusCode).toBe(204);
    expect(await gone).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mine.connected).toBe(true);
  });

  it('disconnects every socket of a user whose password is reset', async () => {
    const { email, token } = await signUp(live.t.app);
    const socket = await connect(token);
    const gone = disconnectedWithin(socket);
    await live.t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    await live.t.settle();
    const link = live.t.mailer.to(email).at(-1)?.link as string;
    const reset = await live.t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        token: new URL(link).searchParams.get('token'),
        password: OTHER_GOOD_PASSWORD,
        passwordRepeat: OTHER_GOOD_PASSWORD,
      },
    });
    expect(reset.statusCode).toBe(204);
    expect(await gone).toBeLessThan(1000);
  });

  it('disconnects a swept temporary account’s sockets', async () => {
    const { database, clock, config, app } = live.t;
    const guest = await createTemporaryUser(
      { db: database.db, clock, config },
      { firstName: 'Gast', lastName: 'Test' },
    );
    const socket = await connect(guest.token);
    const gone = disconnectedWithin(socket);
    const later = new Date(clock.now().getTime() + (config.tempAccountTtlHours + 1) * 3600_000);
    expect(
      await sweepTemporaryUsers(database.db, later, (ids) => app.realtime.disconnectUsers(ids)),
    ).toBeGreaterThan(0);
    expect(await gone).toBeLessThan(1000);
  });

  it(`refuses the ${MAX_SOCKETS_PER_TOKEN + 1}th socket of one session and of one patient link, and takes one again after one closed`, async () => {
    const { token, business } = await signUpWithBusiness(live.t.app);
    const entry = await insertQueueEntry(live.t.database.db, business.id);
    for (const credential of [token, entry.token]) {
      const sockets = [];
      for (let i = 0; i < MAX_SOCKETS_PER_TOKEN; i++) sockets.push(await connect(credential));
      expect(await refusal(live.url, credential)).toBe('TOO_MANY_SOCKETS');
      sockets[0]?.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await connect(credential)).connected).toBe(true);
    }
    // Another session of the same user counts on its own.
    expect((await connect((await signUp(live.t.app)).token)).connected).toBe(true);
  });
});
