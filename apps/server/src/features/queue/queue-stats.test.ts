import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertWaitStatsFixture } from '../../../test/wait-stats-fixture';

describe('the wait statistics of a waiting room', () => {
  let t: TestApp;
  let owner: { token: string; business: { id: string } };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpWithBusiness(t.app, { timeZone: 'Europe/Vienna' });
    await insertWaitStatsFixture(t.database.db, owner.business.id);
  });
  afterAll(() => t.close());

  const stats = (query: string, token = owner.token) =>
    t.app.inject({ url: `/api/businesses/${owner.business.id}/queue/stats${query}`, headers: bearer(token) });
  const fixtureRange = '?from=2026-03-27&to=2026-03-30';

  it('answers the medians and averages of waiting and service, the calls and the no-show rate of the range', async () => {
    const res = await stats(fixtureRange);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { breakdowns, ...figures } = res.json().stats;
    expect(figures).toEqual({
      from: '2026-03-27',
      to: '2026-03-30',
      timeZone: 'Europe/Vienna',
      entries: 6,
      waitMinutes: { median: 15, average: 16 },
      serviceMinutes: { median: 12.5, average: 12.5 },
      called: 5,
      noShows: 1,
      noShowRate: 0.2,
    });
    expect(Object.keys(breakdowns)).toEqual(['day', 'hour', 'weekday', 'doctor', 'stage', 'station']);
  });

  it('breaks them down by local day, hour and weekday, across the change to summer time', async () => {
    const { breakdowns } = (await stats(fixtureRange)).json().stats;
    const brief = (
      groups: { key: string; entries: number; called: number; waitMinutes: { median: number } }[],
    ) => groups.map((group) => [group.key, group.entries, group.called, group.waitMinutes.median]);
    expect(brief(breakdowns.day)).toEqual([
      ['2026-03-27', 2, 2, 15],
      ['2026-03-29', 3, 2, 30],
      ['2026-03-30', 1, 1, 4],
    ]);
    // 00:30 and 01:30 CET, then 09:00 CET, CEST and the Monday appointment's 09:00 CEST start.
    expect(brief(breakdowns.hour)).toEqual([
      ['0', 1, 0, null],
      ['1', 1, 1, null],
      ['9', 4, 4, 15],
    ]);
    expect(brief(breakdowns.weekday)).toEqual([
      ['1', 1, 1, 4],
      ['5', 2, 2, 15],
      ['7', 3, 2, 30],
    ]);
    const sunday = breakdowns.weekday.find((group: { key: string }) => group.key === '7');
    expect(sunday).toMatchObject({
      noShows: 1,
      noShowRate: 0.5,
      serviceMinutes: { median: 10, average: 10 },
    });
  });

  it('breaks them down by the appointment’s doctor, walk-ins under null', async () => {
    const { breakdowns } = (await stats(fixtureRange)).json().stats;
    expect(breakdowns.doctor).toEqual([
      expect.objectContaining({
        key: 'doctor-a',
        entries: 2,
        waitMinutes: { median: 15, average: 15 },
        serviceMinutes: { median: 10, average: 10 },
      }),
      expect.objectContaining({ key: 'doctor-b', entries: 1, waitMinutes: { median: 4, average: 4 } }),
      expect.objectContaining({ key: null, entries: 3, called: 2, noShows: 1 }),
    ]);
  });

  it('counts a single day by the business’s midnight, not UTC’s', async () => {
    // Monday 30 March ends at 22:00 UTC (CEST): the entry at 22:30 UTC is Tuesday's.
    const monday = (await stats('?from=2026-03-30&to=2026-03-30')).json().stats;
    expect(monday).toMatchObject({ entries: 1, called: 1, waitMinutes: { median: 4 } });
    const tuesday = (await stats('?from=2026-03-31&to=2026-03-31')).json().stats;
    expect(tuesday).toMatchObject({ entries: 1, waitMinutes: { median: 99 } });
  });

  it('answers empty figures for a range without entries: no medians, a rate of 0, no groups', async () => {
    const res = await stats('?from=2025-01-01&to=2025-01-31');
    expect(res.json().stats).toMatchObject({
      entries: 0,
      waitMinutes: { median: null, average: null },
      serviceMinutes: { median: null, average: null },
      called: 0,
      noShows: 0,
      noShowRate: 0,
      breakdowns: { day: [], hour: [], weekday: [], doctor: [] },
    });
  });

  it('defaults to the last 30 days up to today in the business’s time zone', async () => {
    const today = t.clock.now().toISOString().slice(0, 10);
    const { from, to } = (await stats('')).json().stats;
    expect(to).toBe(today);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
  });

  it('refuses a range that ends before it starts, one over 366 days and dates that are not dates', async () => {
    const refusal = async (query: string) => {
      const res = await stats(query);
      return [res.statusCode, res.json().error.code, res.json().error.fields];
    };
    expect(await refusal('?from=2026-03-30&to=2026-03-27')).toEqual([
      400,
      'VALIDATION',
      { to: 'endBeforeStart' },
    ]);
    expect(await refusal('?from=2025-01-01&to=2026-01-02')).toEqual([
      400,
      'VALIDATION',
      { to: 'rangeTooLong' },
    ]);
    expect(await refusal('?from=2026-02-30')).toEqual([400, 'VALIDATION', { from: 'invalidDate' }]);
    expect((await stats('?from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
  });

  it('is for owners and managers: the desk and practitioners are refused, other businesses do not exist', async () => {
    const id = owner.business.id;
    for (const [role, status] of [
      ['manager', 200],
      ['reception', 403],
      ['practitioner', 403],
    ] as const) {
      const member = await addMember(t.app, t.database, id, role);
      expect((await stats(fixtureRange, member.token)).statusCode, role).toBe(status);
      const csv = await t.app.inject({
        url: `/api/businesses/${id}/queue/stats.csv`,
        headers: bearer(member.token),
      });
      expect(csv.statusCode, `${role} csv`).toBe(status);
    }
    const stranger = await signUpWithBusiness(t.app);
    expect((await stats(fixtureRange, stranger.token)).statusCode).toBe(404);
  });
});
