import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The test clock is Monday 2 March 2026, 09:00 in Vienna (08:00Z). Vienna changes to summer time
// on 29 March: a Tuesday 10:00 series is at 09:00Z in March and 08:00Z from 31 March on.
const MONDAY_8 = '2026-03-02T07:00:00.000Z';
const TUESDAY_10 = '2026-03-03T09:00:00.000Z';

describe('a weekly series booked by staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const body = (place: BookableBusiness, overrides: object = {}) => ({
    typeId: place.type.id,
    doctorId: place.doctors[0]?.id,
    start: TUESDAY_10,
    firstName: 'Paula',
    lastName: 'Physio',
    phone: '0664 5550001',
    count: 6,
    intervalWeeks: 1,
    ...overrides,
  });
  const post = (place: BookableBusiness, path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/appointments/${path}`,
      headers: bearer(place.token),
      payload,
    });
  const bookOne = (place: BookableBusiness, start: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/appointments`,
      headers: bearer(place.token),
      payload: {
        ...body(place, { start }),
        count: undefined,
        intervalWeeks: undefined,
        phone: '0664 5550002',
      },
    });

  it('previews each instance at the same local time with its conflict: taken, or in the past', async () => {
    const place = await createBookableBusiness(t.app);
    expect((await bookOne(place, '2026-03-17T09:00:00.000Z')).statusCode).toBe(201);
    const preview = await post(place, 'series/preview', body(place));
    expect(preview.statusCode).toBe(200);
    expect(preview.json().instances).toEqual([
      { index: 1, start: TUESDAY_10, end: '2026-03-03T09:30:00.000Z', conflict: null },
      { index: 2, start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T09:30:00.000Z', conflict: null },
      { index: 3, start: '2026-03-17T09:00:00.000Z', end: '2026-03-17T09:30:00.000Z', conflict: 'slotTaken' },
      { index: 4, start: '2026-03-24T09:00:00.000Z', end: '2026-03-24T09:30:00.000Z', conflict: null },
      { index: 5, start: '2026-03-31T08:00:00.000Z', end: '2026-03-31T08:30:00.000Z', conflict: null },
      { index: 6, start: '2026-04-07T08:00:00.000Z', end: '2026-04-07T08:30:00.000Z', conflict: null },
    ]);
    const past = await post(place, 'series/preview', body(place, { start: MONDAY_8, count: 2 }));
    expect(past.json().instances.map((i: { conflict: string | null }) => i.conflict)).toEqual(['past', null]);
  });

  it('refuses a count outside 2–52 (400 VALIDATION) and changes nothing', async () => {
    const place = await createBookableBusiness(t.app);
    for (const count of [1, 53]) {
      const refused = await post(place, 'series/preview', body(place, { count }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toHaveProperty('count');
    }
  });

  it('saves the chosen instances as ordinary appointments, "3 of 5", each moved or cancelled alone', async () => {
    const place = await createBookableBusiness(t.app);
    expect((await bookOne(place, '2026-03-17T09:00:00.000Z')).statusCode).toBe(201);
    const saved = await post(place, 'series', body(place, { skip: [3] }));
    expect(saved.statusCode).toBe(201);
    const { seriesId, appointments } = saved.json();
    expect(appointments).toHaveLength(5);
    expect(appointments.map((a: { series: object }) => a.series)).toEqual(
      [1, 2, 3, 4, 5].map((index) => ({ id: seriesId, index, total: 5 })),
    );
    expect(new Set(appointments.map((a: { patient: { id: string } }) => a.patient.id)).size).toBe(1);

    const third = appointments[2] as { id: string };
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/appointments/${third.id}`,
      headers: bearer(place.token),
    });
    expect(cancelled.statusCode).toBe(204);
    const list = await t.app.inject({
      url: `/api/businesses/${place.business.id}/appointments?from=2026-03-01&to=2026-04-30`,
      headers: bearer(place.token),
    });
    expect(list.json().appointments.filter((a: { series: object | null }) => a.series)).toHaveLength(4);
  });

  it('mails the patient one confirmation: every instance with its own manage link, one .ics of them all', async () => {
    const place = await createBookableBusiness(t.app);
    const email = 'paula.series@example.com';
    const saved = await post(place, 'series', body(place, { count: 3, email }));
    expect(saved.statusCode).toBe(201);
    await t.settle();
    const mails = t.mailer.to(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Ihre Terminserie bei .*: 3 Termine ab Dienstag, 3\. März 2026$/);
    const links = [...(mail?.text ?? '').matchAll(/bookingflow\/booking\?token=([\w-]{43})/g)].map(
      (m) => m[1],
    );
    expect(new Set(links).size).toBe(3);
    // Each link opens its own instance.
    const opened = await t.app.inject({ url: `/api/public/bookings/${links[1]}` });
    expect(opened.json().booking.start).toBe('2026-03-10T09:00:00.000Z');

    const calendar = new ICAL.Component(ICAL.parse(mail?.attachments?.[0]?.content ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const events = calendar.getAllSubcomponents('vevent');
    const ids = saved.json().appointments.map((a: { id: string }) => `${a.id}@qtify`);
    expect(events.map((event) => event.getFirstPropertyValue('uid'))).toEqual(ids);
  });

  it('creates nothing when an instance was taken between preview and save (409 SERIES_CONFLICT naming it)', async () => {
    const place = await createBookableBusiness(t.app);
    const preview = await post(place, 'series/preview', body(place, { count: 4 }));
    expect(preview.json().instances.every((i: { conflict: null }) => i.conflict === null)).toBe(true);
    expect((await bookOne(place, '2026-03-24T09:00:00.000Z')).statusCode).toBe(201);
    const saved = await post(place, 'series', body(place, { count: 4 }));
    expect(saved.statusCode).toBe(409);
    expect(saved.json().error).toMatchObject({
      code: 'SERIES_CONFLICT',
      fields: { 'instances.4': 'slotTaken' },
    });
    const list = await t.app.inject({
      url: `/api/businesses/${place.business.id}/appointments?from=2026-03-01&to=2026-04-30`,
      headers: bearer(place.token),
    });
    expect(list.json().appointments).toHaveLength(1);
  });
});
