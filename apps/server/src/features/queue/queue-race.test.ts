import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { lockWaits, selectRows } from '../../../test/lock-waits';
import { addAtDesk, patientView, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';

// Queue writes that arrive at the same moment: each answer is one a single request could have
// given, and no patient, entry or position comes out of the meeting wrong. PGlite has one
// connection, so the tests that make requests meet inside the database run on PostgreSQL only.
const onPostgres = it.runIf(testDatabaseKind() === 'postgres');

describe('queue writes that meet', () => {
  let t: TestApp;
  let nextAddress = 0;
  /** A gate a failed test left closed would hold every later test back. */
  let openGate: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => openGate?.());
  afterAll(() => t.close());

  /** A QR registration from its own address (the route allows 30 a minute per address). */
  function joinAt(publicId: string, fullName: string, extra: object = {}) {
    nextAddress += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${publicId}/queue`,
      payload: { fullName, ...extra },
      remoteAddress: `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`,
    });
  }

  async function countPatients(businessId: string): Promise<number> {
    const [row] = await selectRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM patients WHERE business_id = ${businessId}`,
    );
    return row?.count ?? 0;
  }

  /** PostgreSQL: holds back every write to `table` until `open()`; reads go on. */
  async function closeGate(table: 'patients' | 'users' | 'queue_entries') {
    const gate = await t.database.connect();
    await gate.exec(`BEGIN; LOCK TABLE ${table} IN SHARE MODE`);
    const open = async () => {
      openGate = undefined;
      await gate.exec('COMMIT');
      gate.release();
    };
    openGate = open;
    return { open };
  }

  async function staffEntry(staff: string, businessId: string, entryId: string) {
    const list = await t.app.inject({
      url: `/api/businesses/${businessId}/queue?view=today`,
      headers: bearer(staff),
    });
    return list.json().entries.find((entry: { id: string }) => entry.id === entryId);
  }

  it('lets one of ten simultaneous registrations of one name in and asks the others for the birth date', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => joinAt(business.publicId, 'Anna Berger')),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.code).toBe('BIRTHDATE_REQUIRED');
    expect(await countPatients(business.id)).toBe(1);
  });

  it('finds one patient for ten simultaneous registrations with the same name and birth date', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => joinAt(business.publicId, 'Ben Huber', { birthdate: '1980-05-06' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(await countPatients(business.id)).toBe(1);
  });

  it('does not create the patient twice when the desk adds a name the QR code registers at that moment', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const [desk, qr] = await Promise.all([
      addAtDesk(t.app, staff, business.id, { firstName: 'Clara', lastName: 'Maier' }),
      joinAt(business.publicId, 'Clara Maier'),
    ]);
    expect([desk.statusCode, qr.statusCode].sort()).toEqual([201, 409]);
    expect(await countPatients(business.id)).toBe(1);
  });

  it('lets one of ten staff finishing one entry at once do it; the others hear INVALID_TRANSITION', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const entry = (await joinAt(business.publicId, 'Dora Pichler')).json().entry;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => setStatus(t.app, staff, business.id, entry.id, { status: 'done' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422, 422, 422, 422, 422]);
  });

  it('gives twenty simultaneous registrations the places 0 to 19 in the order of the queue', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => joinAt(business.publicId, `Patient${index} Gruber`)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const waiting = await t.app.inject({
      url: `/api/businesses/${business.id}/queue`,
      headers: bearer(staff),
    });
    const order: string[] = waiting.json().entries.map((entry: { id: string }) => entry.id);
    const views = await Promise.all(answers.map((answer) => patientView(t.app, answer.json().entry.token)));
    expect(views.map((view) => order.indexOf(view.id))).toEqual(views.map((view) => view.ahead));
    expect(views.map((view) => view.ahead).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
  });

  onPostgres(
    'makes two registrations of one name take turns, so the second sees the first patient',
    async () => {
      const { business } = await signUpWithBusiness(t.app);
      const gate = await closeGate('patients');
      const answers = Promise.all([
        joinAt(business.publicId, 'Emil Wagner'),
        joinAt(business.publicId, 'emil WAGNER'),
      ]);
      // One waits at its insert into patients, the other for the place's queue version (its row
      // lock, held by the first until it commits) before it looks for namesakes.
      expect((await lockWaits(t.database.db, 2)).sort()).toEqual(['relation', 'transactionid']);
      await gate.open();
      expect((await answers).map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(await countPatients(business.id)).toBe(1);
    },
  );

  onPostgres('does not mark a patient out who staff call in while the step-out is on its way', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const entry = (await joinAt(business.publicId, 'Franz Bauer')).json().entry;
    const gate = await closeGate('queue_entries');
    const stepOut = t.app.inject({ method: 'POST', url: `/api/queue/${entry.token}/step-out` });
    await lockWaits(t.database.db, 1);
    const callIn = setStatus(t.app, staff, business.id, entry.id, { status: 'inTreatment' });
    await lockWaits(t.database.db, 2);
    await gate.open();
    expect((await callIn).statusCode).toBe(200);
    expect([200, 422]).toContain((await stepOut).statusCode);
    expect(await staffEntry(staff, business.id, entry.id)).toMatchObject({
      status: 'inTreatment',
      out: false,
    });
  });

  onPostgres('does not notify an entry that staff finish while the notification is on its way', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const entry = (await joinAt(business.publicId, 'Gerda Wolf')).json().entry;
    const gate = await closeGate('queue_entries');
    const notify = t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/queue/${entry.id}/notify`,
      headers: bearer(staff),
      payload: {},
    });
    await lockWaits(t.database.db, 1);
    const finish = setStatus(t.app, staff, business.id, entry.id, { status: 'done', outcome: 'noShow' });
    await lockWaits(t.database.db, 2);
    await gate.open();
    expect((await finish).statusCode).toBe(200);
    const notified = await notify;
    // Either the notification came first (an open entry) or it finds the entry done (404).
    if (notified.statusCode === 200) expect(notified.json().entry.status).not.toBe('done');
    else expect(notified.statusCode).toBe(404);
  });

  onPostgres('registers a known patient again while the owner erases them, without a 500', async () => {
    const { token: owner, business } = await signUpWithBusiness(t.app);
    const desk = await addAtDesk(t.app, owner, business.id, {
      firstName: 'Hans',
      lastName: 'Koller',
      birthdate: '1970-01-02',
    });
    const patientId = desk.json().entry.patient.id;
    const gate = await closeGate('users');
    const join = joinAt(business.publicId, 'Hans Koller', { birthdate: '1970-01-02' });
    await lockWaits(t.database.db, 1);
    const erase = t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/patients/${patientId}`,
      headers: bearer(owner),
    });
    // Unlocked, the erasure finishes here and the registration then points its entry at nobody.
    await Promise.race([erase, lockWaits(t.database.db, 2)]);
    await gate.open();
    expect((await erase).statusCode).toBe(204);
    const joined = await join;
    expect(joined.statusCode).toBe(201);
    // The erasure waited for the registration and took its new entry with the patient.
    expect((await t.app.inject(`/api/queue/${joined.json().entry.token}`)).statusCode).toBe(404);
  });
});
