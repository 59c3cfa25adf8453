import type { QueueChanged, QueueMove } from '@qtify/shared/realtime/socket-events';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { bearer, getUser } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { selectRows } from '../../../test/lock-waits';
import { addAtDesk, joinFrom, patientView, setStatus, staffList } from '../../../test/queue-helpers';
import { nextEvent, recordEvents } from '../../../test/socket-clients';

/** The broadcast that brings `version` (one of a burst may come first). */
function moveOf(socket: Socket, version: number): Promise<QueueMove> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no queue:moved of version ${version}`)), 5000);
    const listener = (move: QueueMove) => {
      if (move.version < version) return;
      clearTimeout(timer);
      socket.off('queue:moved', listener);
      resolve(move);
    };
    socket.on('queue:moved', listener);
  });
}

describe('staff against a flood: pausing self-registration and removing a window of entries', () => {
  const live = listeningTestApp();
  const patch = (staff: string, businessId: string, payload: object) =>
    live.t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${businessId}`,
      headers: bearer(staff),
      payload,
    });
  const bulkRemove = (staff: string, businessId: string, payload: object) =>
    live.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/queue/bulk-remove`,
      headers: bearer(staff),
      payload,
    });
  const count = async (table: 'patients' | 'users', where: ReturnType<typeof sql>) => {
    const [row] = await selectRows<{ n: number }>(
      live.t.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${where}`,
    );
    return row?.n ?? 0;
  };

  it('answers 423 QUEUE_PAUSED to self-registration while paused, says so on the public page, and still takes desk additions', async () => {
    const { app } = live.t;
    const { token: staff, business } = await signUpWithBusiness(app);
    const paused = await patch(staff, business.id, { selfRegistration: 'paused' });
    expect(paused.json().business.selfRegistration).toBe('paused');
    const publicPage = await app.inject(`/api/public/businesses/${business.publicId}`);
    expect(publicPage.json().business.selfRegistration).toBe('paused');

    const refused = await joinFrom(app, business.publicId, 'Anna Berger');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error.code).toBe('QUEUE_PAUSED');
    expect(
      (await addAtDesk(app, staff, business.id, { firstName: 'Ben', lastName: 'Huber' })).statusCode,
    ).toBe(201);
    expect((await staffList(app, staff, business.id)).total).toBe(1);

    expect((await patch(staff, business.id, { selfRegistration: 'open' })).statusCode).toBe(200);
    expect((await joinFrom(app, business.publicId, 'Anna Berger')).statusCode).toBe(201);
    const invalid = await patch(staff, business.id, { selfRegistration: 'closed' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toMatchObject({ selfRegistration: 'invalid' });
  });

  it('removes the self-registered waiting entries of a window with their patients and guest accounts, in one version', async () => {
    const { app, clock } = live.t;
    const { token: staff, business } = await signUpWithBusiness(app);
    // Before the flood: a real patient, who stays.
    const early = (await joinFrom(app, business.publicId, 'Erika Frueh')).json();
    clock.advanceMinutes(10);
    const from = clock.now().toISOString();
    const fakes = [];
    for (let i = 1; i <= 6; i++) fakes.push((await joinFrom(app, business.publicId, `Fake Bot${i}`)).json());
    // In the window but real: one added at the desk, one already in treatment, one known patient.
    await addAtDesk(app, staff, business.id, { firstName: 'Dieter', lastName: 'Desk' });
    await setStatus(app, staff, business.id, fakes[5].entry.id, { status: 'inTreatment' });
    clock.advanceMinutes(1);
    const to = clock.now().toISOString();
    clock.advanceMinutes(1);
    const late = (await joinFrom(app, business.publicId, 'Lena Spaet')).json();

    const preview = await bulkRemove(staff, business.id, { createdFrom: from, createdTo: to, dryRun: true });
    expect(preview.json()).toEqual({ success: true, removed: 5 });
    expect((await staffList(app, staff, business.id)).total).toBe(9);

    const fakeSocket = await live.connect(fakes[0].entry.token);
    const lateSocket = await live.connect(late.entry.token);
    const staffSocket = await live.connect(staff);
    const gone = nextEvent<{ entry: { status: string; outcome: string } }>(fakeSocket, 'entry:changed');
    const moved = moveOf(lateSocket, late.entry.version + 1);
    const staffEvents = recordEvents(staffSocket);

    const removed = await bulkRemove(staff, business.id, { createdFrom: from, createdTo: to });
    expect(removed.json()).toEqual({ success: true, removed: 5 });
    expect((await gone).entry).toMatchObject({ status: 'done', outcome: 'cancelled' });
    const move = await moved;
    expect(move.changes.at(-1)).toEqual({
      version: move.version,
      entered: [],
      left: expect.any(Array),
      leftIn: expect.any(Array),
    });
    expect(move.changes.at(-1)?.left).toHaveLength(5);

    const waiting = await staffList(app, staff, business.id);
    expect(waiting.entries.map((e: { patient: { firstName: string } }) => e.patient.firstName)).toEqual([
      'Erika',
      'Fake',
      'Dieter',
      'Lena',
    ]);
    expect(waiting.entries.find((e: { status: string }) => e.status === 'inTreatment')).toBeDefined();
    expect(await patientView(app, late.entry.token)).toMatchObject({ ahead: 2, version: move.version });
    // The removed patients' pages find no place any more; their names and guest accounts are gone.
    expect((await app.inject(`/api/queue/${fakes[0].entry.token}`)).statusCode).toBe(404);
    expect(await count('patients', sql`business_id = ${business.id} AND last_name LIKE 'Bot%'`)).toBe(1);
    expect((await getUser(app, fakes[0].data)).statusCode).toBe(401);
    expect((await getUser(app, early.data)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const changes = staffEvents
      .filter((e) => e.event === 'queue:changed')
      .map((e) => e.payload as QueueChanged);
    expect(changes).toEqual([
      { businessId: business.id, version: move.version, change: { removedIds: expect.any(Array) } },
    ]);
    expect(changes[0]?.change.removedIds).toHaveLength(5);

    // Nothing left in the window: nothing removed, and no new version.
    expect((await bulkRemove(staff, business.id, { createdFrom: from, createdTo: to })).json().removed).toBe(
      0,
    );
    expect((await staffList(app, staff, business.id)).version).toBe(move.version);
  });

  it('keeps a patient who has a history here, removing only the entry of the window', async () => {
    const { app, clock } = live.t;
    const { token: staff, business } = await signUpWithBusiness(app);
    const first = (await joinFrom(app, business.publicId, 'Karl Stamm', { birthdate: '1970-01-01' })).json();
    await setStatus(app, staff, business.id, first.entry.id, { status: 'done' });
    const from = clock.now().toISOString();
    await joinFrom(app, business.publicId, 'Karl Stamm', { birthdate: '1970-01-01' });
    clock.advanceMinutes(1);
    const removed = await bulkRemove(staff, business.id, {
      createdFrom: from,
      createdTo: clock.now().toISOString(),
    });
    expect(removed.json().removed).toBe(1);
    expect(await count('patients', sql`business_id = ${business.id} AND last_name = 'Stamm'`)).toBe(1);
  });

  it('refuses a window whose end is not after its start, and another business’s staff', async () => {
    const { app } = live.t;
    const { token: staff, business } = await signUpWithBusiness(app);
    const other = await signUpWithBusiness(app);
    const at = '2026-11-24T10:00:00+01:00';
    const reversed = await bulkRemove(staff, business.id, { createdFrom: at, createdTo: at });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toMatchObject({ createdTo: 'endBeforeStart' });
    const noOffset = await bulkRemove(staff, business.id, { createdFrom: '2026-11-24T10:00', createdTo: at });
    expect(noOffset.statusCode).toBe(400);
    expect((await bulkRemove(other.token, business.id, { createdFrom: at, createdTo: at })).statusCode).toBe(
      404,
    );
  });
});
