import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { createBookableBusiness } from '../../../test/bookable-business';
import { findPersonalValues } from '../../../test/personal-values';
import { join, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { anonymiseExpiredWalkIns } from './anonymise-expired-walk-ins';

const DAY = 86_400_000;

describe('the walk-in retention job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function visit(
    publicId: string,
    token: string,
    businessId: string,
    fullName: string,
    birthdate: string,
  ) {
    const joined = await join(t.app, publicId, fullName, { birthdate });
    expect(joined.status).toBe(201);
    for (const status of ['inTreatment', 'done']) {
      expect((await setStatus(t.app, token, businessId, joined.body.entry.id, { status })).statusCode).toBe(
        200,
      );
    }
    return joined.body.entry.patient?.id as string | undefined;
  }

  const visitCount = async (businessId: string) => {
    const result = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM queue_entries WHERE business_id = ${businessId}::uuid AND outcome = 'treated'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    return rows[0]?.n;
  };

  it('is a business setting of 30 to 3650 days, 90 by default', async () => {
    const { token, business } = await createBookableBusiness(t.app);
    expect(business.walkInRetentionDays).toBe(90);
    const patch = (walkInRetentionDays: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${business.id}`,
        headers: bearer(token),
        payload: { walkInRetentionDays },
      });
    expect((await patch(29)).statusCode).toBe(400);
    expect((await patch(3651)).statusCode).toBe(400);
    const set = await patch(30);
    expect(set.statusCode).toBe(200);
    expect(set.json().business.walkInRetentionDays).toBe(30);
  });

  it('anonymises walk-in visits older than the period of people without appointments, and keeps the counts', async () => {
    const { token, business, type, doctors } = await createBookableBusiness(t.app);
    const ids = [business.publicId, token, business.id] as const;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: bearer(token),
      payload: { walkInRetentionDays: 30 },
    });
    // Walter only ever walked in; Berta also has an appointment; Rita came again 20 days later.
    await visit(...ids, 'Walter Wegwerfer', '1950-01-01');
    await visit(...ids, 'Berta Bleibtreu', '1960-02-02');
    await visit(...ids, 'Rita Rückkehr', '1970-03-03');
    const berta = (
      await t.app.inject({
        url: `/api/businesses/${business.id}/patients?q=Bleibtreu`,
        headers: bearer(token),
      })
    ).json().patients[0];
    const appointment = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/appointments`,
      headers: bearer(token),
      payload: {
        typeId: type.id,
        doctorId: doctors[0]!.id,
        start: '2026-03-03T07:00:00.000Z',
        patientId: berta.id,
      },
    });
    expect(appointment.statusCode).toBe(201);
    t.clock.advance(20 * DAY);
    await visit(...ids, 'Rita Rückkehr', '1970-03-03');
    const treated = await visitCount(business.id);

    // Day 29 after the first visits: nothing is old enough yet.
    expect(await anonymiseExpiredWalkIns(t.database.db, new Date(t.clock.now().getTime() + 9 * DAY))).toBe(0);
    // Day 31: Walter's and Rita's first visits go; Walter's record with them, Rita's stays for her recent one.
    expect(await anonymiseExpiredWalkIns(t.database.db, new Date(t.clock.now().getTime() + 11 * DAY))).toBe(
      2,
    );

    expect(await findPersonalValues(t.database, ['Wegwerfer', '1950-01-01'])).toEqual([]);
    expect(await findPersonalValues(t.database, ['Bleibtreu'])).not.toEqual([]);
    const rita = (
      await t.app.inject({
        url: `/api/businesses/${business.id}/patients/${await patientId('Rückkehr')}`,
        headers: bearer(token),
      })
    ).json().patient;
    expect(rita.visits).toHaveLength(1);
    expect(await visitCount(business.id)).toBe(treated);

    async function patientId(lastName: string) {
      return (
        await t.app.inject({
          url: `/api/businesses/${business.id}/patients?q=${encodeURIComponent(lastName)}`,
          headers: bearer(token),
        })
      ).json().patients[0].id as string;
    }
  });
});
