import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { addMember } from '../../../test/members';
import { countSearchedTables, findPersonalValues } from '../../../test/personal-values';
import { addAtDesk, join, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { siteOrigin } from '../../site-origin';
import { sendDueReminders } from '../reminders/send-due-reminders';

const FIRST = 'Zenzi';
const LAST = 'Quargelbrot';
const PHONE = '0699 8877665';
const EMAIL = 'zenzi.quargelbrot@example.org';
const BIRTHDATE = '1957-03-14';
const SVNR = '1237010180';
const NOTE = 'Penicillinallergie laut Hausarzt';
const BOOKING_NOTE = 'Bitte um Rückruf am Vormittag';
const VALUES = [FIRST, LAST, '8877665', EMAIL, BIRTHDATE, SVNR, NOTE, BOOKING_NOTE];

async function rows<Row>(t: TestApp, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await t.database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** What the statistics count: appointments per status and visits per outcome of the business. */
async function statisticsCounts(t: TestApp, businessId: string) {
  return {
    appointments: await rows(
      t,
      sql`SELECT starts_at, doctor_id, type_id, count(*)::int AS n FROM appointments
          WHERE business_id = ${businessId}::uuid GROUP BY 1, 2, 3 ORDER BY 1`,
    ),
    visits: await rows(
      t,
      sql`SELECT date_trunc('day', created_at) AS day, count(*)::int AS n FROM queue_entries
          WHERE business_id = ${businessId}::uuid GROUP BY 1 ORDER BY 1`,
    ),
    treated: await rows(
      t,
      sql`SELECT count(*)::int AS n FROM queue_entries WHERE business_id = ${businessId}::uuid AND outcome = 'treated'`,
    ),
  };
}

describe('erasing a patient (GDPR Art. 17)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leaves none of their values in any column of any table, and the statistics count the same', async () => {
    const { token, business, type } = await createBookableBusiness(t.app);
    const staff = bearer(token);
    const base = `/api/businesses/${business.id}`;
    // Zenzi books twice online (one answer stored for its Idempotency-Key), comes in from the QR
    // code, is treated, is added at the desk with her SV number and a note, and gets a reminder.
    const contact = { firstName: FIRST, lastName: LAST, phone: PHONE, email: EMAIL, note: BOOKING_NOTE };
    const later = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, '2026-03-03T07:00:00.000Z', contact),
      {
        'idempotency-key': 'zenzi-booking-1',
      },
    );
    expect(later.statusCode).toBe(201);
    const today = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, '2026-03-02T09:00:00.000Z', contact),
    );
    expect(today.statusCode).toBe(201);
    const joined = await join(t.app, business.publicId, `${FIRST} ${LAST}`, { birthdate: BIRTHDATE });
    expect(joined.status).toBe(201);
    expect(
      (await setStatus(t.app, token, business.id, joined.body.entry.id, { status: 'inTreatment' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await setStatus(t.app, token, business.id, joined.body.entry.id, { status: 'done' })).statusCode,
    ).toBe(200);
    const desk = await addAtDesk(t.app, token, business.id, {
      firstName: FIRST,
      lastName: LAST,
      birthdate: BIRTHDATE,
      phone: PHONE,
      svnr: SVNR,
      note: NOTE,
    });
    expect(desk.statusCode).toBe(201);
    await sendDueReminders(
      {
        db: t.database.db,
        config: t.config,
        mailer: t.mailer,
        origin: siteOrigin(t.config),
        log: pino({ level: 'silent' }),
      },
      new Date('2026-03-03T05:30:00.000Z'),
    );
    // Another patient of the place, who must keep everything.
    const other = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, '2026-03-04T07:00:00.000Z', {
        firstName: 'Ottokar',
        lastName: 'Brennessel',
        phone: '0676 1112223',
      }),
    );
    expect(other.statusCode).toBe(201);
    await t.settle();
    // The 10:00 appointment is over by noon; the one tomorrow is still ahead.
    t.clock.advance(new Date('2026-03-02T12:00:00.000Z').getTime() - t.clock.now().getTime());
    expect(await findPersonalValues(t.database, VALUES)).not.toEqual([]);
    expect(await rows(t, sql`SELECT 1 FROM appointment_reminders`)).not.toEqual([]);
    expect(await rows(t, sql`SELECT 1 FROM idempotency_keys`)).not.toEqual([]);
    const before = await statisticsCounts(t, business.id);

    const patients = (await t.app.inject({ url: `${base}/patients?q=${LAST}`, headers: staff })).json()
      .patients as { id: string }[];
    expect(patients.length).toBeGreaterThan(0);
    const refused = await Promise.all(
      patients.map((patient) =>
        t.app.inject({ method: 'DELETE', url: `${base}/patients/${patient.id}`, headers: staff }),
      ),
    );
    const withFuture = refused.find((res) => res.statusCode === 409);
    expect(withFuture?.json().error).toMatchObject({
      code: 'PATIENT_HAS_FUTURE_APPOINTMENTS',
      fields: { appointments: '1' },
    });
    const mailsBefore = t.mailer.messages.length;
    for (const patient of patients) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `${base}/patients/${patient.id}?cancelFuture=true`,
        headers: staff,
      });
      expect([204, 404]).toContain(res.statusCode);
    }
    await t.settle();

    expect(await countSearchedTables(t.database)).toBeGreaterThan(20);
    expect(await findPersonalValues(t.database, VALUES)).toEqual([]);
    expect(await statisticsCounts(t, business.id)).toEqual(before);
    expect(t.mailer.messages.length).toBe(mailsBefore);
    // Her links are dead, her guest account is gone, the other patient is untouched.
    expect((await t.app.inject(`/api/queue/${joined.body.entry.token}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/public/bookings/${later.json().booking.manageToken}`)).statusCode).toBe(
      404,
    );
    expect((await getUser(t.app, joined.body.data)).statusCode).toBe(401);
    expect((await t.app.inject(`/api/public/bookings/${other.json().booking.manageToken}`)).statusCode).toBe(
      200,
    );
    expect(await findPersonalValues(t.database, ['Brennessel'])).not.toEqual([]);
    // Her cancelled time is free again.
    const again = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, '2026-03-03T07:00:00.000Z', { firstName: 'Ben', phone: '0664 5550001' }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('is refused to reception and practitioners, and another business’s patient is not found', async () => {
    const { token, business } = await createBookableBusiness(t.app);
    const other = await createBookableBusiness(t.app);
    await join(t.app, other.business.publicId, 'Clara Maier');
    const theirs = (
      await t.app.inject({
        url: `/api/businesses/${other.business.id}/patients`,
        headers: bearer(other.token),
      })
    ).json().patients[0];
    const erase = (businessId: string, patientId: string, as: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${businessId}/patients/${patientId}`,
        headers: bearer(as),
      });
    expect((await erase(business.id, theirs.id, token)).statusCode).toBe(404);
    expect((await erase(business.id, 'nope', token)).statusCode).toBe(404);
    const reception = await addMember(t.app, t.database, other.business.id, 'reception');
    expect((await erase(other.business.id, theirs.id, reception.token)).statusCode).toBe(403);
  });
});
