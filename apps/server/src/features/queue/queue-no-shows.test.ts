import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { joinFrom, patientView, setStatus, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AppContext } from '../../app-context';
import { BackgroundTasks } from '../../background-tasks';
import { silentRealtime } from '../realtime/realtime';
import { sweepNoShows } from './no-show';
import { queueDeps } from './queue-deps';

// No-shows (issue 21): by hand, and by the sweep when a called patient does not come in time.

describe('no-shows', () => {
  let t: TestApp;
  let context: AppContext;
  beforeAll(async () => {
    t = await createTestApp();
    // What the pg-boss job hands the sweep: the app's database and its (injected) clock.
    context = {
      config: t.config,
      database: t.database,
      clock: t.clock,
      mailer: t.mailer,
      tasks: new BackgroundTasks(pino({ level: 'silent' }) as unknown as FastifyBaseLogger),
      realtime: silentRealtime,
      push: { sendToEntry: async () => {} },
    } as unknown as AppContext;
  });
  afterAll(() => t.close());

  async function placeWith(names: string[], settings: object = {}) {
    const { token, business } = await signUpWithBusiness(t.app);
    if (Object.keys(settings).length > 0) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${business.id}`,
        headers: bearer(token),
        payload: { waitingRoom: settings },
      });
      expect(res.statusCode).toBe(200);
    }
    const entries = [];
    for (const name of names) {
      t.clock.advance(1000);
      const joined = (await joinFrom(t.app, business.publicId, `${name} Fehlend`)).json();
      entries.push({ id: joined.entry.id as string, token: joined.entry.token as string });
    }
    const post = (entryId: string, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/queue/${entryId}/${action}`,
        headers: bearer(token),
        payload: action === 'notify' ? {} : undefined,
      });
    const waitingNames = async () =>
      (await staffList(t.app, token, business.id)).entries.map(
        (e: { patient: { firstName: string } }) => e.patient.firstName,
      );
    const record = async (entryId: string) => {
      const list = await staffList(t.app, token, business.id, 'view=today');
      const patientId = list.entries.find((e: { id: string }) => e.id === entryId).patient.id;
      const res = await t.app.inject({
        url: `/api/businesses/${business.id}/patients/${patientId}`,
        headers: bearer(token),
      });
      return res.json().patient;
    };
    return { token, business, entries, post, waitingNames, record };
  }

  it('marks a patient as no-show: out of the waiting view, on the record, and back in place when put back', async () => {
    const p = await placeWith(['Anna', 'Ben', 'Carla']);
    const ben = p.entries[1]!;
    const marked = await p.post(ben.id, 'no-show');
    expect(marked.statusCode).toBe(200);
    expect(marked.json().entry).toMatchObject({ status: 'noShow', outcome: 'noShow', ahead: null });
    expect(await p.waitingNames()).toEqual(['Anna', 'Carla']);
    expect(await patientView(t.app, p.entries[2]!.token)).toMatchObject({ ahead: 1 });
    expect(await patientView(t.app, ben.token)).toMatchObject({ status: 'noShow' });
    expect((await p.record(ben.id)).counts.noShows).toBe(1);

    const restored = await p.post(ben.id, 'restore');
    expect(restored.json().entry).toMatchObject({ status: 'checkIn', outcome: null, ahead: 1 });
    expect(await p.waitingNames()).toEqual(['Anna', 'Ben', 'Carla']);
    expect((await p.record(ben.id)).counts.noShows).toBe(0);
    // Only a no-show can be put back.
    expect((await p.post(ben.id, 'restore')).statusCode).toBe(422);
  });

  it('refuses a no-show for an entry in treatment (422) and takes noShow as a status change too', async () => {
    const p = await placeWith(['Anna', 'Ben']);
    await setStatus(t.app, p.token, p.business.id, p.entries[0]!.id, { status: 'inTreatment' });
    const refused = await p.post(p.entries[0]!.id, 'no-show');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('INVALID_TRANSITION');
    const patched = await setStatus(t.app, p.token, p.business.id, p.entries[1]!.id, { status: 'noShow' });
    expect(patched.json().entry.status).toBe('noShow');
  });

  it('makes a called patient a no-show once the grace time (default 5 minutes) has passed', async () => {
    const p = await placeWith(['Anna', 'Ben']);
    await p.post(p.entries[0]!.id, 'notify');
    t.clock.advanceMinutes(4);
    expect(await sweepNoShows(queueDeps(context), t.clock.now())).toBe(0);
    expect(await p.waitingNames()).toEqual(['Anna', 'Ben']);
    t.clock.advanceMinutes(1);
    expect(await sweepNoShows(queueDeps(context), t.clock.now())).toBe(1);
    expect(await p.waitingNames()).toEqual(['Ben']);
    expect(await patientView(t.app, p.entries[0]!.token)).toMatchObject({ status: 'noShow' });
    expect(await patientView(t.app, p.entries[1]!.token)).toMatchObject({ ahead: 0, isNext: true });
    // Nothing is due twice.
    t.clock.advanceMinutes(5);
    expect(await sweepNoShows(queueDeps(context), t.clock.now())).toBe(0);
  });

  it('leaves a called patient who came in (in treatment) or was put back, and follows the business’s grace time', async () => {
    const p = await placeWith(['Anna', 'Ben', 'Carla'], { noShowGraceMinutes: 10 });
    const [anna, ben, carla] = p.entries as unknown as [{ id: string }, { id: string }, { id: string }];
    for (const entry of [anna, ben, carla]) await p.post(entry.id, 'notify');
    await setStatus(t.app, p.token, p.business.id, anna.id, { status: 'inTreatment' });
    t.clock.advanceMinutes(6);
    expect(await sweepNoShows(queueDeps(context), t.clock.now())).toBe(0);
    t.clock.advanceMinutes(4);
    expect(await sweepNoShows(queueDeps(context), t.clock.now())).toBe(2);
    await p.post(ben.id, 'restore');
    t.clock.advanceMinutes(30);
    expect(await sweepNoShows(queueDeps(context), t.clock.now())).toBe(0);
    expect(await p.waitingNames()).toEqual(['Anna', 'Ben']);
  });

  it('keeps the grace time a business setting (1–120 minutes) with the alert distance beside it', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    expect(business).toMatchObject({ waitingRoom: { noShowGraceMinutes: 5, alertAhead: 1 } });
    const patch = (waitingRoom: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${business.id}`,
        headers: bearer(token),
        payload: { waitingRoom },
      });
    const changed = await patch({ noShowGraceMinutes: 15, alertAhead: null });
    expect(changed.json().business.waitingRoom).toEqual({ noShowGraceMinutes: 15, alertAhead: null });
    const wrong = await patch({ noShowGraceMinutes: 0 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({ 'waitingRoom.noShowGraceMinutes': 'tooSmall' });
  });
});
