import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './accounts';
import { bookingBody, createBookableBusiness, publicBooking, publicSlots } from './bookable-business';
import { joinAsPatient } from './populated-business';
import { createTestApp, type TestApp } from './test-app';
import { testDatabaseKind } from './test-database';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Records every query sent to a pg client that is still running another one: pg deprecates it
 * ("Calling client.query() when the client is already executing a query is deprecated", a warning
 * it prints once per process, so counting warnings alone would miss all but the first). Inside a
 * transaction there is one client, so a Promise.all of queries there is exactly this.
 */
function watchOverlappingQueries() {
  const overlapping: string[] = [];
  const running = new WeakMap<object, number>();
  const original = pg.Client.prototype.query as unknown as Query;
  const watched: Query = function (this: pg.Client, ...args) {
    const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string })?.text);
    if ((running.get(this) ?? 0) > 0) overlapping.push(text);
    running.set(this, (running.get(this) ?? 0) + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const last = args.at(-1);
    if (typeof last === 'function') {
      return original.call(this, ...args.slice(0, -1), (error: unknown, result: unknown) => {
        done();
        (last as (error: unknown, result: unknown) => void)(error, result);
      });
    }
    const result = original.apply(this, args) as Promise<unknown> | undefined;
    if (result && typeof result.then === 'function') result.then(done, done);
    else done();
    return result;
  };
  pg.Client.prototype.query = watched as unknown as typeof pg.Client.prototype.query;
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.message);
  process.on('warning', onWarning);
  return {
    overlapping,
    warnings,
    restore: () => {
      pg.Client.prototype.query = original as unknown as typeof pg.Client.prototype.query;
      process.off('warning', onWarning);
    },
  };
}

// PGlite has no client to share; on PostgreSQL every transaction of these flows must send its
// queries one after another.
describe.skipIf(testDatabaseKind() !== 'postgres')('queries inside a transaction', () => {
  let t: TestApp;
  let watch: ReturnType<typeof watchOverlappingQueries>;

  beforeAll(async () => {
    t = await createTestApp();
    watch = watchOverlappingQueries();
  });
  afterAll(async () => {
    watch.restore();
    await t.close();
  });

  it('run one after another when patients book, staff book and move, and the queue changes', async () => {
    const practice = await createBookableBusiness(t.app, { doctors: 2 });
    const staff = bearer(practice.token);
    const base = `/api/businesses/${practice.business.id}`;
    const all = (await publicSlots(t.app, practice.business.publicId, `typeId=${practice.type.id}`)).json()
      .slots;
    // Later than the clock's hour, so that a booking can still be cancelled.
    const slots = all.filter(
      (slot: { start: string }) => Date.parse(slot.start) > t.clock.now().getTime() + 3_600_000,
    );

    const booked = await publicBooking(
      t.app,
      practice.business.publicId,
      bookingBody(practice.type.id, slots[1].start),
    );
    expect(booked.statusCode).toBe(201);
    const taken = await publicBooking(
      t.app,
      practice.business.publicId,
      bookingBody(practice.type.id, slots[1].start, {
        doctorId: booked.json().booking.doctorId,
        lastName: 'Zweite',
      }),
    );
    expect(taken.statusCode).toBe(409);
    const byStaff = await t.app.inject({
      method: 'POST',
      url: `${base}/appointments`,
      headers: staff,
      payload: { ...bookingBody(practice.type.id, slots[3].start), doctorId: slots[3].doctorId },
    });
    expect(byStaff.statusCode).toBe(201);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `${base}/appointments/${byStaff.json().appointment.id}`,
      headers: staff,
      payload: { start: slots[5].start },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${booked.json().booking.manageToken}`,
    });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);

    const patient = await joinAsPatient(t.app, practice.business.publicId, 'Tina Transaktion');
    await t.app.inject({ method: 'POST', url: `/api/queue/${patient.entryToken}/step-out` });
    await t.app.inject({
      method: 'PATCH',
      url: `${base}/queue/${patient.entryId}`,
      headers: staff,
      payload: { status: 'checkIn' },
    });
    await t.app.inject({
      method: 'POST',
      url: `${base}/queue/${patient.entryId}/notify`,
      headers: staff,
      payload: {},
    });
    await t.settle();

    expect(watch.overlapping).toEqual([]);
    expect(watch.warnings.filter((warning) => warning.includes('already executing a query'))).toEqual([]);
  });
});
