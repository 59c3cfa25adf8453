import { localDateOf } from '@qtify/shared/domain/zoned-time';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { joinFrom, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postWorkflow, stage, stationAction } from '../../../test/workflows';
import { queueEntryStages } from '../../db/schema/queue-entry-stages';

// The stages a visit passed (migration 0032) and the wait statistics per stage and station built on
// them (docs/wait-statistics.md), with the test clock standing in for time.

const MINUTE = 60_000;

describe('the history of a visit’s stages and its statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A business with a three-stage line: Anmeldung (Schalter 1) → Labor (Labor 1, Labor 2) → Arzt (Raum 3). */
  async function placeWithLab() {
    const place = await signUpWithBusiness(t.app, { timeZone: 'Europe/Vienna' });
    const res = await postWorkflow(t.app, place.token, place.business.id, {
      name: 'Labor',
      stages: [
        stage('Anmeldung', 'Schalter 1'),
        stage('Labor', 'Labor 1', 'Labor 2'),
        stage('Arzt', 'Raum 3'),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const lab = res.json().workflow;
    const station = (stageIndex: number, stationIndex = 0) =>
      lab.stages[stageIndex].stations[stationIndex].id;
    return { ...place, lab, station };
  }
  type Place = Awaited<ReturnType<typeof placeWithLab>>;

  async function joinLab(place: Place, name: string) {
    const res = await joinFrom(t.app, place.business.publicId, name, { workflowId: place.lab.id });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().entry.id as string;
  }

  async function act(place: Place, entryId: string, action: 'call' | 'advance' | 'put-back', body = {}) {
    const res = await stationAction(t.app, place.token, place.business.id, entryId, action, body);
    expect(res.statusCode, res.body).toBe(200);
  }

  const historyOf = (entryId: string) =>
    t.database.db
      .select()
      .from(queueEntryStages)
      .where(eq(queueEntryStages.entryId, entryId))
      .orderBy(asc(queueEntryStages.enteredAt));

  /** Moves the test clock to `minutes` after `start`. */
  const at = (start: number, minutes: number) =>
    t.clock.advance(start + minutes * MINUTE - t.clock.now().getTime());

  it('writes one row per stage passed, with when it got there, was called and left', async () => {
    const place = await placeWithLab();
    const start = t.clock.now().getTime();
    const anna = await joinLab(place, 'Anna Berger');
    at(start, 5);
    await act(place, anna, 'call', { stationId: place.station(0) });
    at(start, 8);
    await act(place, anna, 'advance');
    at(start, 18);
    await act(place, anna, 'call', { stationId: place.station(1, 1) });
    at(start, 25);
    await act(place, anna, 'advance');
    at(start, 27);
    await act(place, anna, 'call', { stationId: place.station(2) });
    at(start, 42);
    await act(place, anna, 'advance');

    const time = (minutes: number) => new Date(start + minutes * MINUTE);
    const rows = (await historyOf(anna)).map((row) => ({
      stage: row.stageName,
      station: row.stationName,
      enteredAt: row.enteredAt,
      calledAt: row.calledAt,
      leftAt: row.leftAt,
      outcome: row.outcome,
    }));
    expect(rows).toEqual([
      {
        stage: 'Anmeldung',
        station: 'Schalter 1',
        enteredAt: time(0),
        calledAt: time(5),
        leftAt: time(8),
        outcome: 'advanced',
      },
      {
        stage: 'Labor',
        station: 'Labor 2',
        enteredAt: time(8),
        calledAt: time(18),
        leftAt: time(25),
        outcome: 'advanced',
      },
      {
        stage: 'Arzt',
        station: 'Raum 3',
        enteredAt: time(25),
        calledAt: time(27),
        leftAt: time(42),
        outcome: 'treated',
      },
    ]);
  });

  it('keeps one visit when a call is put back, and opens a new one when a no-show comes back', async () => {
    const place = await placeWithLab();
    const start = t.clock.now().getTime();
    const ben = await joinLab(place, 'Ben Huber');
    at(start, 3);
    await act(place, ben, 'call', { stationId: place.station(0) });
    at(start, 4);
    await act(place, ben, 'put-back');
    expect(await historyOf(ben)).toMatchObject([{ calledAt: null, stationId: null, leftAt: null }]);

    at(start, 6);
    await act(place, ben, 'call', { stationId: place.station(0) });
    at(start, 12);
    expect(
      (await setStatus(t.app, place.token, place.business.id, ben, { status: 'noShow' })).statusCode,
    ).toBe(200);
    at(start, 20);
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/queue/${ben}/restore`,
      headers: bearer(place.token),
    });
    expect(back.statusCode, back.body).toBe(200);
    const rows = await historyOf(ben);
    expect(rows).toMatchObject([
      {
        stageName: 'Anmeldung',
        calledAt: new Date(start + 6 * MINUTE),
        leftAt: new Date(start + 12 * MINUTE),
        outcome: 'noShow',
      },
      {
        stageName: 'Anmeldung',
        enteredAt: new Date(start + 20 * MINUTE),
        calledAt: null,
        leftAt: null,
        outcome: null,
      },
    ]);
  });

  /**
   * Two patients through the lab line, in the test clock's minutes:
   *  0 Anna joins · 1 Ben joins · 4 Anna called at Schalter 1 · 6 Anna on to Labor · 8 Ben called at
   *  Schalter 1 · 12 Ben on to Labor · 16 Anna called at Labor 1 · 21 Anna on to Arzt · 22 Ben called
   *  at Labor 2 · 30 Anna called at Raum 3, Ben a no-show · 45 Anna done.
   * By hand: Anmeldung waits 4 and 7 (median 5.5), service 2 and 4 (3); Labor waits 10 and 10,
   * service 5 (Anna; Ben did not come), 1 no-show of 2 called; Arzt wait 9, service 15.
   */
  async function twoPatientsThroughTheLab(place: Place) {
    const start = t.clock.now().getTime();
    const anna = await joinLab(place, 'Anna Berger');
    at(start, 1);
    const ben = await joinLab(place, 'Ben Huber');
    at(start, 4);
    await act(place, anna, 'call', { stationId: place.station(0) });
    at(start, 6);
    await act(place, anna, 'advance');
    at(start, 8);
    await act(place, ben, 'call', { stationId: place.station(0) });
    at(start, 12);
    await act(place, ben, 'advance');
    at(start, 16);
    await act(place, anna, 'call', { stationId: place.station(1, 0) });
    at(start, 21);
    await act(place, anna, 'advance');
    at(start, 22);
    await act(place, ben, 'call', { stationId: place.station(1, 1) });
    at(start, 30);
    await act(place, anna, 'call', { stationId: place.station(2) });
    expect(
      (await setStatus(t.app, place.token, place.business.id, ben, { status: 'noShow' })).statusCode,
    ).toBe(200);
    at(start, 45);
    await act(place, anna, 'advance');
    return start;
  }

  async function statsAround(place: Place, start: number) {
    const day = (offset: number) => localDateOf(start + offset * 86_400_000, 'Europe/Vienna');
    const res = await t.app.inject({
      url: `/api/businesses/${place.business.id}/queue/stats?from=${day(-1)}&to=${day(1)}`,
      headers: bearer(place.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().stats;
  }

  const brief = (group: {
    label: string | null;
    entries: number;
    waitMinutes: { median: number | null; average: number | null };
    serviceMinutes: { median: number | null; average: number | null };
    called: number;
    noShows: number;
    noShowRate: number;
  }) => [
    group.label,
    group.entries,
    group.waitMinutes.median,
    group.waitMinutes.average,
    group.serviceMinutes.median,
    group.called,
    group.noShows,
    group.noShowRate,
  ];

  it('answers waiting and service per stage and per station, matching the hand-computed figures', async () => {
    const place = await placeWithLab();
    const start = await twoPatientsThroughTheLab(place);
    const stats = await statsAround(place, start);
    expect(stats.breakdowns.stage.map(brief)).toEqual([
      ['Anmeldung', 2, 5.5, 5.5, 3, 2, 0, 0],
      ['Arzt', 1, 9, 9, 15, 1, 0, 0],
      ['Labor', 2, 10, 10, 5, 2, 1, 0.5],
    ]);
    expect(stats.breakdowns.stage.map((group: { key: string }) => group.key)).toEqual([
      place.lab.stages[0].id,
      place.lab.stages[2].id,
      place.lab.stages[1].id,
    ]);
    expect(stats.breakdowns.station.map(brief)).toEqual([
      ['Labor 1', 1, 10, 10, 5, 1, 0, 0],
      ['Labor 2', 1, 10, 10, null, 1, 1, 1],
      ['Raum 3', 1, 9, 9, 15, 1, 0, 0],
      ['Schalter 1', 2, 5.5, 5.5, 3, 2, 0, 0],
    ]);
    // The whole visits are counted as before: two entries, one treated, one no-show.
    expect(stats).toMatchObject({ entries: 2, called: 2, noShows: 1 });
  });

  it('keeps a deleted stage’s finished visits, under the name they had, in the statistics; a renamed one reads as today', async () => {
    const place = await placeWithLab();
    const start = await twoPatientsThroughTheLab(place);
    const { lab } = place;
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}/workflows/${lab.id}`,
      headers: bearer(place.token),
      payload: {
        // Arzt goes; Labor is renamed.
        stages: lab.stages.slice(0, 2).map((s: { id: string; name: string; stations: object[] }) => ({
          id: s.id,
          name: s.name === 'Labor' ? 'Blutabnahme' : s.name,
          stations: s.stations,
        })),
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().workflow.stages).toHaveLength(2);

    const stats = await statsAround(place, start);
    expect(stats.breakdowns.stage.map(brief)).toContainEqual(['Arzt', 1, 9, 9, 15, 1, 0, 0]);
    expect(stats.breakdowns.station.map(brief)).toContainEqual(['Raum 3', 1, 9, 9, 15, 1, 0, 0]);
    expect(stats.breakdowns.stage.map(brief)).toContainEqual(['Blutabnahme', 2, 10, 10, 5, 2, 1, 0.5]);
  });
});
