import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertWaitStatsFixture } from '../../../test/wait-stats-fixture';

describe('the wait statistics as a CSV file', () => {
  let t: TestApp;
  let owner: { token: string; business: { id: string } };
  let doctorA: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpWithBusiness(t.app, { timeZone: 'Europe/Vienna' });
    const doctor = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${owner.business.id}/doctors`,
      headers: bearer(owner.token),
      payload: { name: '=Dr. Maria Berger', specialty: 'Allgemeinmedizin' },
    });
    expect(doctor.statusCode, doctor.body).toBe(201);
    await insertWaitStatsFixture(t.database.db, owner.business.id, undefined, {
      'doctor-a': doctor.json().doctor.id,
    });
    doctorA = doctor.json().doctor.id;
  });
  afterAll(() => t.close());

  const exportCsv = (query = '?from=2026-03-27&to=2026-03-30') =>
    t.app.inject({
      url: `/api/businesses/${owner.business.id}/queue/stats.csv${query}`,
      headers: bearer(owner.token),
    });

  it('is a download for spreadsheets: the total of the range, then every breakdown, group by group', async () => {
    const res = await exportCsv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="wait-statistics-2026-03-27-2026-03-30.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'dimension;key;label;entries;called;noShows;noShowRate;waitMedianMinutes;waitAverageMinutes;serviceMedianMinutes;serviceAverageMinutes',
      'total;2026-03-27..2026-03-30;;6;5;1;0.2;15;16;12.5;12.5',
      'day;2026-03-27;;2;2;0;0;15;15;10;10',
      'day;2026-03-29;;3;2;1;0.5;30;30;10;10',
      'day;2026-03-30;;1;1;0;0;4;4;20;20',
      'hour;0;;1;0;0;0;;;;',
      'hour;1;;1;1;1;1;;;;',
      'hour;9;;4;4;0;0;15;16;12.5;12.5',
      'weekday;1;;1;1;0;0;4;4;20;20',
      'weekday;5;;2;2;0;0;15;15;10;10',
      'weekday;7;;3;2;1;0.5;30;30;10;10',
      // Doctors by id (the first one's is random, so the two sort either way) and name (a name a
      // spreadsheet would run as a formula stays text).
      ...[
        `doctor;${doctorA};'=Dr. Maria Berger;2;2;0;0;15;15;10;10`,
        'doctor;doctor-b;;1;1;0;0;4;4;20;20',
      ].sort(),
      'doctor;;;3;2;1;0.5;30;30;10;10',
      // Every entry passed the default line's one stage (its name the app's own wording) and no
      // station called them: the figures of the whole range.
      expect.stringMatching(/^stage;[0-9a-f-]{36};;6;5;1;0.2;15;16;12.5;12.5$/),
      'station;;;6;5;1;0.2;15;16;12.5;12.5',
      '',
    ]);
  });

  it('refuses a bad range as the figures do', async () => {
    const res = await exportCsv('?from=2026-03-30&to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ to: 'endBeforeStart' });
  });

  it('is written into the audit log, each time', async () => {
    const events = async () =>
      (
        await t.app.inject({
          url: `/api/businesses/${owner.business.id}/audit?limit=100`,
          headers: bearer(owner.token),
        })
      )
        .json()
        .events.filter((event: { action: string }) => event.action === 'queue.statsExport');
    const before = (await events()).length;
    await exportCsv();
    await exportCsv('');
    expect(await events()).toHaveLength(before + 2);
  });
});
