import { applyQueueMove, type QueueMove } from '@qtify/shared/domain/queue-move';
import type { QueueChanged } from '@qtify/shared/realtime/socket-events';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { addAtDesk, joinFrom, patientView, setStatus } from '../../../test/queue-helpers';
import { type RecordedEvent, recordEvents } from '../../../test/socket-clients';

/** Waits until `events` holds `count` events named `event` (socket delivery is asynchronous). */
async function heard(events: RecordedEvent[], event: string, count: number): Promise<unknown[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const payloads = events.filter((e) => e.event === event).map((e) => e.payload);
    if (payloads.length >= count || Date.now() > deadline) return payloads;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The broadcasts a patient socket heard until the one of `version` (a burst comes as one). */
async function movesUntil(events: RecordedEvent[], version: number): Promise<QueueMove[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const moves = events.filter((e) => e.event === 'queue:moved').map((e) => e.payload as QueueMove);
    if (moves.at(-1)?.version === version || Date.now() > deadline) return moves;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('queue versions: a change costs one broadcast, not one message per patient', () => {
  const live = listeningTestApp();

  it('numbers every change of a place: staff hear one message per change, waiting patients one step of a broadcast', async () => {
    const { app } = live.t;
    const { token: staff, business } = await signUpWithBusiness(app);
    const anna = (await joinFrom(app, business.publicId, 'Anna Berger')).json().entry as PatientEntry;
    const ben = (await joinFrom(app, business.publicId, 'Ben Huber')).json().entry as PatientEntry & {
      token: string;
    };
    const clara = (await joinFrom(app, business.publicId, 'Clara Maier')).json().entry as PatientEntry & {
      token: string;
    };
    expect([anna.version, ben.version, clara.version]).toEqual([1, 2, 3]);
    expect([anna.ahead, ben.ahead, clara.ahead]).toEqual([0, 1, 2]);
    expect(clara.sortKey).toBeGreaterThan(ben.sortKey);

    const claraSocket = await live.connect(clara.token);
    const staffSocket = await live.connect(staff);
    const claraEvents = recordEvents(claraSocket);
    const staffEvents = recordEvents(staffSocket);

    // Eight changes: a join, status changes, a step-out and back, a desk addition, a notification.
    const dora = (await joinFrom(app, business.publicId, 'Dora Wolf')).json().entry;
    await setStatus(app, staff, business.id, anna.id, { status: 'checkIn' });
    await setStatus(app, staff, business.id, anna.id, { status: 'inTreatment' });
    await app.inject({ method: 'POST', url: `/api/queue/${ben.token}/step-out` });
    await app.inject({ method: 'POST', url: `/api/queue/${ben.token}/return` });
    await addAtDesk(app, staff, business.id, { firstName: 'Emil', lastName: 'Bauer' });
    await setStatus(app, staff, business.id, anna.id, { status: 'done' });
    await app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/queue/${ben.id}/notify`,
      headers: bearer(staff),
      payload: {},
    });

    const moves = await movesUntil(claraEvents, 11);
    const changes = (await heard(staffEvents, 'queue:changed', 8)) as QueueChanged[];
    // Staff: one message per change. Patients: one step per change, a burst in fewer broadcasts.
    expect(changes.map((change) => change.version)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    // (A broadcast of the joins before she connected may still reach her: not one of these eight.)
    expect(moves.filter((move) => move.version > clara.version).length).toBeLessThanOrEqual(8);
    // Order keys only, never who: Dora entered, Anna left when called in, Emil entered at the desk.
    // (A burst still on its way when she connected may bring her own join's step too.)
    expect(moves.flatMap((move) => move.changes).filter((step) => step.version > clara.version)).toEqual([
      { version: 4, entered: [dora.sortKey], left: [], enteredIn: [dora.stage?.id] },
      { version: 5, entered: [], left: [] },
      { version: 6, entered: [], left: [anna.sortKey], leftIn: [anna.stage?.id] },
      { version: 7, entered: [], left: [] },
      { version: 8, entered: [], left: [] },
      { version: 9, entered: [expect.any(Number)], left: [], enteredIn: [dora.stage?.id] },
      { version: 10, entered: [], left: [] },
      { version: 11, entered: [], left: [] },
    ]);
    expect(JSON.stringify(moves)).not.toMatch(/Anna|Ben|Dora|Emil/);
    expect(changes[0]?.change.entry).toMatchObject({ id: dora.id, ahead: 3, patient: { firstName: 'Dora' } });
    expect(changes[2]?.change.entry).toMatchObject({ id: anna.id, status: 'inTreatment' });
    // Clara's own entry did not change: she heard nothing else but the one heads-up when Anna's
    // treatment made her next but one (the business's default alert distance).
    expect(claraEvents.filter((e) => e.event !== 'queue:moved')).toEqual([
      { event: 'notification', payload: expect.objectContaining({ kind: 'alert' }) },
    ]);

    // Her page applies each broadcast to her own place and lands where the server says she is.
    let mine: PatientEntry = clara;
    // (A broadcast of only her own join's step, sent before she connected, is one she knows.)
    for (const move of moves.filter((heardMove) => heardMove.version > clara.version)) {
      const outcome = applyQueueMove(mine, move);
      expect(outcome.kind).toBe('applied');
      if (outcome.kind === 'applied') mine = outcome.entry;
    }
    const polled = await patientView(app, clara.token);
    expect(polled).toMatchObject({ version: 11, ahead: 1 });
    expect(mine).toMatchObject({ version: 11, ahead: 1, estimatedWaitMinutes: polled.estimatedWaitMinutes });
  });

  it('tells a patient their own changes by entry:changed with the version, and stops broadcasting to them once done', async () => {
    const { app } = live.t;
    const { token: staff, business } = await signUpWithBusiness(app);
    const anna = (await joinFrom(app, business.publicId, 'Anna Berger')).json().entry;
    const socket = await live.connect(anna.token);
    const events = recordEvents(socket);
    const staffEvents = recordEvents(await live.connect(staff));

    await setStatus(app, staff, business.id, anna.id, { status: 'inTreatment' });
    await setStatus(app, staff, business.id, anna.id, { status: 'done' });
    // After the broadcast of her last steps (a burst goes out within 100 ms), someone else joins.
    await new Promise((resolve) => setTimeout(resolve, 250));
    await joinFrom(app, business.publicId, 'Ben Huber');

    const own = (await heard(events, 'entry:changed', 2)) as { entry: PatientEntry }[];
    expect(own.map(({ entry }) => [entry.status, entry.version])).toEqual([
      ['inTreatment', 2],
      ['done', 3],
    ]);
    // Ben's join (version 4) no longer reaches her: her entry left the place's room when done.
    await heard(staffEvents, 'queue:changed', 3);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const steps = events
      .filter((e) => e.event === 'queue:moved')
      .flatMap((e) => (e.payload as QueueMove).changes.map((step) => step.version));
    expect(steps.filter((version) => version > 1)).toEqual([2, 3]);
  });

  it('does not bump the version for a step-out that changes nothing', async () => {
    const { app } = live.t;
    const { business } = await signUpWithBusiness(app);
    const anna = (await joinFrom(app, business.publicId, 'Anna Berger')).json().entry;
    const out = await app.inject({ method: 'POST', url: `/api/queue/${anna.token}/step-out` });
    const again = await app.inject({ method: 'POST', url: `/api/queue/${anna.token}/step-out` });
    expect(out.json().entry).toMatchObject({ out: true, version: 2 });
    expect(again.json().entry).toMatchObject({ out: true, version: 2 });
  });

  it('answers polls from what this instance knows and sees a change made straight in the database within a second', async () => {
    const { app } = live.t;
    const { business } = await signUpWithBusiness(app);
    await joinFrom(app, business.publicId, 'Anna Berger');
    const ben = (await joinFrom(app, business.publicId, 'Ben Huber')).json().entry;
    expect(await patientView(app, ben.token)).toMatchObject({ ahead: 1, version: 2 });
    // Another instance finished Anna: its own transaction bumped the version.
    const db = live.t.database.db;
    await db.execute(
      sql`UPDATE queue_entries SET status = 'done', outcome = 'treated', finished_at = now()
          WHERE business_id = ${business.id} AND sort_key < ${ben.sortKey}`,
    );
    await db.execute(sql`UPDATE queue_versions SET version = version + 1 WHERE business_id = ${business.id}`);
    expect(await patientView(app, ben.token)).toMatchObject({ ahead: 1, version: 2 });
    live.t.clock.advance(1000);
    expect(await patientView(app, ben.token)).toMatchObject({ ahead: 0, isNext: true, version: 3 });
  });
});
