import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from './accounts';
import { bookingBody, createBookableBusiness, publicBooking, publicSlots } from './bookable-business';
import { joinAsPatient } from './populated-business';
import { createTestApp, type TestApp } from './test-app';

// Issue 16: no log line holds a query parameter, a name, a phone number, an e-mail address, an SV
// number, a token or a manage link. Each kind of failure that used to put one there is provoked
// here, at the most talkative log level, and the log is searched for every value.
const FIRST = 'Zenzi';
const LAST = 'Geheimhuber';
const BIRTHDATE = '1957-03-14';
const SVNR = '1237010180';
const PHONE = '0664 9876543';
const EMAIL = 'zenzi.geheimhuber@example.com';

describe('the log', () => {
  let t: TestApp;
  let dataDir: string;
  const lines: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'qtify-log-'));
    t = await createTestApp({
      config: { logLevel: 'trace', dataDir },
      configuredMailer: true,
      logStream: { write: (line: string) => lines.push(line) },
    });
    const db = t.database.db;
    // A query that fails on its personal parameters (PostgreSQL repeats bad input in its message).
    t.app.get('/api/test/failing-query', async () => {
      await db.execute(sql`SELECT ${`${FIRST} ${LAST}`}::uuid, ${BIRTHDATE}::date, ${SVNR}, ${PHONE}`);
      return { success: true };
    });
    // A row breaking a CHECK constraint: pg's detail would be "Failing row contains (… Zenzi …)".
    t.app.post<{ Body: { businessId: string } }>('/api/test/check-violation', async (request) => {
      await db.execute(
        sql`INSERT INTO patients (business_id, first_name, last_name, birthdate, phone, email, svnr)
            VALUES (${request.body.businessId}, ${FIRST}, ${LAST}, ${BIRTHDATE}, ${PHONE}, ${EMAIL}, ${'x'})`,
      );
      return { success: true };
    });
    // A unique violation nobody catches: "Key (…)=(zenzi…@example.com) already exists".
    t.app.post('/api/test/unique-violation', async () => {
      for (let i = 0; i < 2; i++) {
        await db.execute(
          sql`INSERT INTO users (email, password_hash, first_name, last_name) VALUES (${EMAIL}, 'x', ${FIRST}, ${LAST})`,
        );
      }
      return { success: true };
    });
    // A bug whose message was built from personal data.
    t.app.get('/api/test/thrown', async () => {
      throw new Error(`No appointment for ${FIRST} ${LAST} (${BIRTHDATE}, SV ${SVNR}, ${PHONE}, ${EMAIL})`);
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('holds no name, birthdate, SV number, phone, e-mail address, token or link, whatever fails', async () => {
    const practice = await createBookableBusiness(t.app);
    const staff = bearer(practice.token);
    const base = `/api/businesses/${practice.business.id}`;

    expect((await t.app.inject('/api/test/failing-query')).statusCode).toBe(500);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/test/check-violation',
      payload: { businessId: practice.business.id },
    });
    expect(check.statusCode).toBe(500);
    expect((await t.app.inject({ method: 'POST', url: '/api/test/unique-violation' })).statusCode).toBe(500);
    expect((await t.app.inject('/api/test/thrown')).statusCode).toBe(500);

    // A booking with an e-mail: a confirmation mail (outbox) with its manage link.
    const { slots } = (
      await publicSlots(t.app, practice.business.publicId, `typeId=${practice.type.id}`)
    ).json();
    const booked = await publicBooking(
      t.app,
      practice.business.publicId,
      bookingBody(practice.type.id, slots[0].start, {
        firstName: FIRST,
        lastName: LAST,
        phone: PHONE,
        email: EMAIL,
      }),
    );
    expect(booked.statusCode).toBe(201);
    const manageToken = booked.json().booking.manageToken as string;
    await t.app.inject(`/api/public/bookings/${manageToken}`);
    await t.app.inject(`/bookingflow/booking?token=${manageToken}`);

    // A staff member adds the patient with an SV number and searches for them by name.
    const added = await t.app.inject({
      method: 'POST',
      url: `${base}/queue`,
      headers: staff,
      payload: { firstName: FIRST, lastName: LAST, birthdate: BIRTHDATE, phone: PHONE, svnr: SVNR },
    });
    expect(added.statusCode).toBe(201);
    await t.app.inject({
      url: `${base}/patients?q=${encodeURIComponent(`${FIRST} ${LAST}`)}`,
      headers: staff,
    });
    await t.app.inject({ url: `${base}/queue?view=today&q=${LAST}`, headers: staff });

    // A patient's place: the token in the path of every poll.
    const patient = await joinAsPatient(t.app, practice.business.publicId, `${FIRST} ${LAST}`);
    await t.app.inject(`/api/queue/${patient.entryToken}`);
    await t.app.inject({ method: 'POST', url: `/api/queue/${patient.entryToken}/step-out` });

    // A password reset mail (outbox) for an account with the same e-mail address.
    const account = await signUp(t.app, { email: `${FIRST.toLowerCase()}@example.com`, firstName: FIRST });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    await t.settle();

    const log = lines.join('\n');
    expect(lines.filter((line) => line.includes('"msg":"request failed"'))).toHaveLength(4);
    // The booking's confirmation, the reset mail and the two sign-ups' verification mails.
    expect(lines.filter((line) => line.includes('"msg":"mail written to outbox"'))).toHaveLength(4);
    for (const value of [
      FIRST,
      LAST,
      BIRTHDATE,
      SVNR,
      '1237 010180',
      PHONE,
      '9876543',
      EMAIL,
      account.email,
      manageToken,
      patient.entryToken,
      patient.bearer,
      practice.token,
      account.token,
    ]) {
      expect(log, value).not.toContain(value);
    }
  });

  it('still says what failed: type, SQLSTATE, constraint and where in the code', () => {
    const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request failed');
    const errors = failures.map((line) => line.err);
    expect(errors.map((error) => error.cause?.code ?? error.code)).toEqual(
      expect.arrayContaining(['22P02', '23514', '23505']),
    );
    expect(errors.map((error) => error.cause?.constraint).filter(Boolean)).toEqual(
      expect.arrayContaining(['patients_svnr_check', 'users_email_lower_key']),
    );
    expect(errors.map((error) => error.cause?.type ?? error.type)).toEqual(
      expect.arrayContaining(['DatabaseError', 'Error']),
    );
    for (const error of errors) expect(error.stack).toMatch(/no-personal-data-in-logs\.test\.ts/);
  });
});
