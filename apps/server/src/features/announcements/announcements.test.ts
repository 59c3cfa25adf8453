import type { Business } from '@qtify/shared/schemas/business-schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { join } from '../../../test/queue-helpers';
import { nextEvent } from '../../../test/socket-clients';
import { createTestApp, type TestApp } from '../../../test/test-app';

const notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };
const HOUR = 3_600_000;

describe('the announcements API', () => {
  let t: TestApp;
  let token: string;
  let business: Business;
  const url = (rest = '', businessId = business.id) => `/api/businesses/${businessId}/announcements${rest}`;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object, as = token) =>
    t.app.inject({ method, url: path, headers: bearer(as), payload });
  const post = async (body: object) => {
    const res = await call('POST', url(), body);
    expect(res.statusCode).toBe(201);
    // The clock stands still otherwise: a minute apart, the newest-first order is certain.
    t.clock.advanceMinutes(1);
    return res.json().announcement;
  };
  const staffList = async () => (await call('GET', url())).json().announcements;
  const publicAnswer = async (publicId = business.publicId) =>
    t.app.inject(`/api/public/businesses/${publicId}`);
  const inHours = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
  });
  // Each test on a business of its own: what one leaves behind cannot make another pass or fail.
  beforeEach(async () => {
    ({ token, business } = await signUpWithBusiness(t.app));
  });
  afterAll(() => t.close());

  it('posts an announcement with its author, lists it and removes it', async () => {
    const until = inHours(48);
    const created = await post({ text: '  Am Freitag geschlossen. ', audience: 'public', until });
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'Am Freitag geschlossen.',
      audience: 'public',
      until,
      createdAt: expect.any(String),
      authorName: expect.any(String),
      current: true,
    });
    expect(await staffList()).toEqual([created]);

    expect((await call('DELETE', url(`/${created.id}`))).statusCode).toBe(204);
    expect(await staffList()).toEqual([]);
    expect((await call('DELETE', url(`/${created.id}`))).json()).toEqual(notFound);
  });

  it('shows only current public ones in the public business answer, which stays uncached', async () => {
    const shown = await post({ text: 'Heute ca. 30 Minuten Verspätung', audience: 'public' });
    const forPatients = await post({ text: 'Bitte Maske tragen', audience: 'patients' });
    const forStaff = await post({ text: 'Teambesprechung um 12 Uhr', audience: 'staff' });

    const res = await publicAnswer();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().business.announcements).toEqual([
      { id: shown.id, text: 'Heute ca. 30 Minuten Verspätung', audience: 'public', until: null },
    ]);
    // Staff see all three, newest first.
    expect((await staffList()).map((a: { id: string }) => a.id)).toEqual([
      forStaff.id,
      forPatients.id,
      shown.id,
    ]);
  });

  it('shows public and patients ones in the patient room, never staff ones', async () => {
    const shown = await post({ text: 'Geschlossen am Freitag', audience: 'public' });
    const forPatients = await post({ text: 'Bitte Maske tragen', audience: 'patients' });
    await post({ text: 'Nur intern', audience: 'staff' });
    const joined = await join(t.app, business.publicId, 'Anna Muster');
    expect(joined.status).toBe(201);

    const res = await t.app.inject(`/api/queue/${joined.body.entry.token}/announcements`);
    expect(res.statusCode).toBe(200);
    expect(res.json().announcements.map((a: { id: string }) => a.id)).toEqual([forPatients.id, shown.id]);
    expect((await t.app.inject('/api/queue/not-a-token/announcements')).json()).toEqual(notFound);
  });

  it('hides an announcement everywhere once its end passes, and the staff list keeps it among the past ones', async () => {
    const created = await post({ text: 'Heute früher zu', audience: 'public', until: inHours(2) });
    expect((await publicAnswer()).json().business.announcements).toHaveLength(1);

    t.clock.advance(2 * HOUR);
    expect((await publicAnswer()).json().business.announcements).toEqual([]);
    expect(await staffList()).toEqual([{ ...created, current: false }]);
  });

  it('changes the text, keeps it until removed, and ends it now', async () => {
    const created = await post({ text: 'Verspätung', audience: 'patients', until: inHours(3) });
    const edited = await call('PATCH', url(`/${created.id}`), {
      text: 'Verspätung ca. 20 Minuten',
      until: null,
    });
    expect(edited.json().announcement).toMatchObject({
      text: 'Verspätung ca. 20 Minuten',
      until: null,
      current: true,
    });

    const ended = await call('PATCH', url(`/${created.id}`), { endNow: true });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().announcement).toMatchObject({ until: t.clock.now().toISOString(), current: false });
    expect((await staffList())[0]).toMatchObject({ id: created.id, current: false });
  });

  it.each([
    ['an empty text', { text: '   ', audience: 'public' }, { text: 'required' }],
    ['a text over 500 characters', { text: 'x'.repeat(501), audience: 'public' }, { text: 'tooLong' }],
    ['an unknown audience', { text: 'Hallo', audience: 'everyone' }, { audience: 'invalidAudience' }],
    [
      'an end that is not a time',
      { text: 'Hallo', audience: 'public', until: 'Freitag' },
      { until: 'invalidDateTime' },
    ],
  ])('refuses %s with 400 and saves nothing', async (_name, body, fields) => {
    const res = await call('POST', url(), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields });
    expect(await staffList()).toEqual([]);
  });

  it('refuses an end in the past or more than a year ahead, and an edit to one, changing nothing', async () => {
    for (const [until, problem] of [
      [inHours(-1), 'untilPast'],
      [inHours(24 * 400), 'untilTooFar'],
    ] as const) {
      const res = await call('POST', url(), { text: 'Hallo', audience: 'public', until });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { until: problem } });
    }
    expect(await staffList()).toEqual([]);

    const created = await post({ text: 'Bleibt', audience: 'staff' });
    const res = await call('PATCH', url(`/${created.id}`), { text: 'Geändert', until: inHours(-1) });
    expect(res.statusCode).toBe(400);
    expect(await staffList()).toEqual([created]);
  });

  it('refuses a 51st current announcement with 409 and takes one again once another has ended', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, (_, i) => call('POST', url(), { text: `Nr. ${i}`, audience: 'staff' })),
    );
    expect(created.every((res) => res.statusCode === 201)).toBe(true);
    const refused = await call('POST', url(), { text: 'Eine zu viel', audience: 'staff' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('TOO_MANY_ANNOUNCEMENTS');

    await call('PATCH', url(`/${created[0]?.json().announcement.id}`), { endNow: true });
    expect((await call('POST', url(), { text: 'Jetzt geht es', audience: 'staff' })).statusCode).toBe(201);
  });

  it('answers 404 for another business and its announcements, which stay as they were', async () => {
    const other = await signUpWithBusiness(t.app);
    const theirs = (
      await call('POST', url('', other.business.id), { text: 'Fremd', audience: 'public' }, other.token)
    ).json().announcement;

    expect((await call('GET', url('', other.business.id))).json()).toEqual(notFound);
    expect(
      (await call('POST', url('', other.business.id), { text: 'X', audience: 'public' })).json(),
    ).toEqual(notFound);
    expect((await call('DELETE', url(`/${theirs.id}`))).json()).toEqual(notFound);
    expect((await call('PATCH', url(`/${theirs.id}`), { endNow: true })).json()).toEqual(notFound);
    expect(
      (await call('GET', url('', other.business.id), undefined, other.token)).json().announcements,
    ).toEqual([theirs]);
  });
});

describe('announcements live', () => {
  const live = listeningTestApp();

  it('sends the patient room its new list and tells staff to refetch, without staff-only text', async () => {
    const { token, business } = await signUpWithBusiness(live.t.app);
    const joined = await join(live.t.app, business.publicId, 'Anna Muster');
    const patient = await live.connect(joined.body.entry.token);
    const staff = await live.connect(token);
    const post = (body: object) =>
      live.t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/announcements`,
        headers: bearer(token),
        payload: body,
      });

    const toPatient = nextEvent<{ announcements: { text: string }[] }>(patient, 'announcements:current');
    const toStaff = nextEvent(staff, 'announcements:changed');
    const created = (await post({ text: 'Bitte Maske tragen', audience: 'patients' })).json().announcement;
    expect(await toStaff).toEqual({ businessId: business.id });
    expect(await toPatient).toEqual({
      businessId: business.id,
      announcements: [{ id: created.id, text: 'Bitte Maske tragen', audience: 'patients', until: null }],
    });

    const afterStaffPost = nextEvent<{ announcements: unknown[] }>(patient, 'announcements:current');
    await post({ text: 'Nur intern', audience: 'staff' });
    expect((await afterStaffPost).announcements).toHaveLength(1);

    const afterRemoval = nextEvent<{ announcements: unknown[] }>(patient, 'announcements:current');
    await live.t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/announcements/${created.id}`,
      headers: bearer(token),
    });
    expect((await afterRemoval).announcements).toEqual([]);
  });
});
