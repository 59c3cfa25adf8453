import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { logIn, signUp, uniqueEmail } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const WRONG = 'Wrong-Passw0rd!';

describe('failed logins slow the guessing address, not the account’s owner', () => {
  let t: TestApp;
  const apps: TestApp[] = [];
  // A fresh app per test: the throttle's memory would otherwise carry over between tests.
  beforeEach(async () => {
    t = await createTestApp();
    apps.push(t);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('lets 3 wrong passwords pass, then makes each further attempt wait 1 s, 2 s, 4 s … (429 with Retry-After)', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 3; i++)
      expect((await logIn(t.app, email, WRONG, `10.1.0.${i}`)).statusCode).toBe(401);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      const early = await logIn(t.app, email, WRONG, `10.1.1.${i}`);
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({
        success: false,
        error: { code: 'RATE_LIMITED', message: expect.any(String) },
      });
      const wait = Number(early.headers['retry-after']);
      waits.push(wait);
      t.clock.advance(wait * 1000);
      expect((await logIn(t.app, email, WRONG, `10.1.1.${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
    // The owner is never locked out for long: after the wait, the right password works and ends the streak.
    t.clock.advance(16_000);
    expect((await logIn(t.app, email, password, '10.1.2.1')).statusCode).toBe(200);
    expect((await logIn(t.app, email, WRONG, '10.1.2.2')).statusCode).toBe(401);
  });

  it('caps the delay of an account at one minute, however long the guessing goes on', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 40; i++) {
      let res = await logIn(t.app, email, WRONG, `10.2.${i}.1`);
      if (res.statusCode === 429) {
        t.clock.advance(Number(res.headers['retry-after']) * 1000);
        res = await logIn(t.app, email, WRONG, `10.2.${i}.1`);
      }
      expect(res.statusCode).toBe(401);
    }
    const waiting = await logIn(t.app, email, password, '10.2.99.1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(60_000);
    expect((await logIn(t.app, email, password, '10.2.99.1')).statusCode).toBe(200);
  });

  it('locks an address after 10 failures in 15 minutes, for every account, and only that address', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await logIn(t.app, uniqueEmail(`guess${i}`), WRONG, '10.3.0.1')).statusCode).toBe(401);
    }
    const locked = await logIn(t.app, email, password, '10.3.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(15 * 60);
    expect((await logIn(t.app, email, password, '10.3.0.2')).statusCode).toBe(200);
    t.clock.advanceMinutes(15);
    expect((await logIn(t.app, email, password, '10.3.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await logIn(t.app, uniqueEmail(), WRONG, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await logIn(t.app, uniqueEmail(), WRONG, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await logIn(t.app, uniqueEmail(), WRONG, '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('keeps the owner in when an attacker hammers the account from one address: locked out, the owner logs in within the capped delay', async () => {
    const { email, password } = await signUp(t.app);
    let refused = 0;
    for (let i = 0; i < 100; i++) {
      const res = await logIn(t.app, email, WRONG, '10.4.0.66');
      if (res.statusCode === 429) refused++;
      t.clock.advance(500);
    }
    expect(refused).toBeGreaterThan(90);
    const owner = await logIn(t.app, email, password, '10.4.1.1');
    const wait = owner.statusCode === 429 ? Number(owner.headers['retry-after']) : 0;
    expect(wait).toBeLessThanOrEqual(60);
    t.clock.advance(wait * 1000);
    expect((await logIn(t.app, email, password, '10.4.1.1')).statusCode).toBe(200);
  });

  it('keeps the owner in when many addresses hammer the account: at once from an address they signed in from before, within a minute from a new one', async () => {
    const { email, password } = await signUp(t.app);
    expect((await logIn(t.app, email, password, '10.5.1.1')).statusCode).toBe(200);
    let guesses = 0;
    // 200 attacker addresses, each trying the moment the account's delay allows.
    for (let i = 0; i < 200; i++) {
      const res = await logIn(t.app, email, WRONG, `10.6.${i}.1`);
      if (res.statusCode === 401) guesses++;
      else t.clock.advance(Number(res.headers['retry-after']) * 1000);
    }
    expect(guesses).toBeLessThan(110); // about one guess per delay, not 200 at once
    const atHome = await logIn(t.app, email, password, '10.5.1.1');
    expect(atHome.statusCode).toBe(200);

    for (let i = 0; i < 10; i++) await logIn(t.app, email, WRONG, `10.7.${i}.1`);
    const travelling = await logIn(t.app, email, password, '10.5.2.2');
    const wait = travelling.statusCode === 429 ? Number(travelling.headers['retry-after']) : 0;
    expect(wait).toBeLessThanOrEqual(60);
    t.clock.advance(wait * 1000);
    expect((await logIn(t.app, email, password, '10.5.2.2')).statusCode).toBe(200);
  });

  it('answers an unregistered e-mail exactly like a registered one, delay included', async () => {
    const { email } = await signUp(t.app);
    const unknown = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) {
      await logIn(t.app, email, WRONG, `10.8.0.${i}`);
      await logIn(t.app, unknown, WRONG, `10.8.1.${i}`);
    }
    const known = await logIn(t.app, email, WRONG, '10.8.2.1');
    const other = await logIn(t.app, unknown, WRONG, '10.8.2.2');
    expect([known.statusCode, other.statusCode]).toEqual([429, 429]);
    expect(other.body).toBe(known.body);
    expect(other.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('does not count successful logins', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 15; i++)
      expect((await logIn(t.app, email, password, '10.9.0.1')).statusCode).toBe(200);
    // Fifteen successes did not use up the free failures: three wrong passwords still answer 401.
    for (let i = 0; i < 3; i++) expect((await logIn(t.app, email, WRONG, '10.9.0.1')).statusCode).toBe(401);
    t.clock.advance(1000);
    expect((await logIn(t.app, email, password, '10.9.0.1')).statusCode).toBe(200);
  });

  it('lets only one of many simultaneous guesses through once the delay has begun', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 3; i++) await logIn(t.app, email, WRONG, `10.10.0.${i}`);
    t.clock.advance(1000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => logIn(t.app, email, WRONG, `10.10.1.${i}`)),
    );
    expect(answers.filter((res) => res.statusCode === 401)).toHaveLength(1);
  });

  it('lets no burst from one address past its 10 guesses, and keeps a burst of right passwords waiting a second, not a quarter of an hour', async () => {
    const accounts = await Promise.all(Array.from({ length: 15 }, () => signUp(t.app)));
    const right = await Promise.all(
      accounts.map((account) => logIn(t.app, account.email, account.password, '10.11.0.1')),
    );
    const refused = right.filter((res) => res.statusCode === 429);
    expect(right.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(10);
    for (const res of refused) expect(res.headers['retry-after']).toBe('1');

    const wrong = await Promise.all(
      accounts.map((account) => logIn(t.app, account.email, WRONG, '10.11.0.2')),
    );
    expect(wrong.filter((res) => res.statusCode === 401)).toHaveLength(10);
  });
});
