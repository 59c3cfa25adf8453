import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './accounts';
import { bookingBody } from './bookable-business';
import { createPopulatedBusiness, type PopulatedBusiness } from './populated-business';
import { createTestApp, type TestApp } from './test-app';

// Issue 16, "wrong answers": dates a client can push out of range were a 500 (year 9999, year 0) or
// were kept (a birthdate in 1500 or next year); control characters reached mails and the .ics.
// Each is now a 400 VALIDATION naming the field, and nothing changes.
describe('input out of range', () => {
  let t: TestApp;
  let w: PopulatedBusiness;
  let base: string;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    w = await createPopulatedBusiness(t.app);
    base = `/api/businesses/${w.business.id}`;
    staff = bearer(w.token);
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = staff) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const expectRefused = (res: { statusCode: number; json(): { error: unknown } }, fields: object) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields });
  };

  it('refuses staff appointments far in the future or before our era with 400 fields.start', async () => {
    const body = {
      typeId: w.type.id,
      doctorId: w.doctors[0]!.id,
      firstName: 'Fritz',
      lastName: 'Fern',
      phone: '0664 1234567',
    };
    for (const start of [
      '9999-12-31T23:50:00Z',
      '0000-01-01T00:00:00Z',
      '1500-01-01T09:00:00Z',
      '2100-01-02T09:00:00Z',
    ]) {
      expectRefused(await send('POST', `${base}/appointments`, { ...body, start }), {
        start: 'dateOutOfRange',
      });
    }
    expectRefused(
      await send('PATCH', `${base}/appointments/${w.ids.appointmentId}`, { start: '9999-12-31T23:50:00Z' }),
      {
        start: 'dateOutOfRange',
      },
    );
    const appointments = await send('GET', `${base}/appointments?from=2000-01-01&to=2000-03-01`);
    expect(appointments.json().appointments).toEqual([]);
  });

  it('refuses out-of-range public bookings, slot and calendar ranges, and absences', async () => {
    const publicBase = `/api/public/businesses/${w.business.publicId}`;
    expectRefused(
      await send('POST', `${publicBase}/bookings`, bookingBody(w.type.id, '9999-12-31T23:50:00Z'), {}),
      { start: 'dateOutOfRange' },
    );
    expectRefused(
      await send(
        'GET',
        `${publicBase}/slots?typeId=${w.type.id}&from=9999-12-30&to=9999-12-31`,
        undefined,
        {},
      ),
      {
        from: 'dateOutOfRange',
        to: 'dateOutOfRange',
      },
    );
    expectRefused(await send('GET', `${base}/appointments?from=0000-01-01&to=0000-01-02`), {
      from: 'dateOutOfRange',
      to: 'dateOutOfRange',
    });
    expectRefused(await send('GET', `${base}/appointments?from=9999-12-31T00:00:00Z&to=2026-03-01`), {
      from: 'dateOutOfRange',
    });
    for (const date of ['9999-12-31', '0000-01-01']) {
      expectRefused(
        await send('POST', `${base}/doctors/${w.doctors[0]!.id}/absences`, { date, allDay: true }),
        {
          date: 'dateOutOfRange',
        },
      );
    }
  });

  it('refuses a birthdate before 1900 or in the future, in every place that takes one, and takes today', async () => {
    const nextYear = `${new Date().getUTCFullYear() + 1}-01-01`;
    const today = new Date().toISOString().slice(0, 10);
    for (const [birthdate, code] of [
      ['1500-01-01', 'birthdateTooEarly'],
      ['0000-01-01', 'birthdateTooEarly'],
      [nextYear, 'birthdateInFuture'],
    ] as const) {
      expectRefused(
        await send('POST', `${base}/queue`, { firstName: 'Methusalem', lastName: 'Alt', birthdate }),
        {
          birthdate: code,
        },
      );
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${w.business.publicId}/queue`,
        payload: { fullName: 'Methusalem Alt', birthdate },
        remoteAddress: '10.44.0.1',
      });
      expectRefused(join, { birthdate: code });
    }
    const newborn = await send('POST', `${base}/queue`, {
      firstName: 'Neu',
      lastName: 'Geboren',
      birthdate: today,
    });
    expect(newborn.statusCode).toBe(201);
    const waiting = await send('GET', `${base}/queue?view=today&q=Methusalem`);
    expect(waiting.json().entries).toEqual([]);
  });

  it('refuses control characters in titles, names and notes that reach mails and the .ics; notes keep their lines', async () => {
    const type = { durationMinutes: 30, color: '#2196F3', doctorIds: [w.doctors[0]!.id] };
    expectRefused(
      await send('POST', `${base}/appointment-types`, { ...type, title: 'Kontrolle\rDTSTART:2030' }),
      {
        title: 'invalidCharacter',
      },
    );
    expectRefused(await send('POST', `${base}/doctors`, { name: 'Dr.\u001b[2J Huber', specialty: 'HNO' }), {
      name: 'invalidCharacter',
    });
    expectRefused(await send('PATCH', base, { name: 'Praxis\nSüd' }), { name: 'invalidCharacter' });
    expectRefused(
      await send(
        'POST',
        `/api/public/businesses/${w.business.publicId}/bookings`,
        bookingBody(w.type.id, '2026-03-03T09:00:00Z', { note: 'bitte\rzurückrufen' }),
        {},
      ),
      { note: 'invalidCharacter' },
    );
    const described = await send('POST', `${base}/appointment-types`, {
      ...type,
      title: 'Vorsorge; groß, gründlich',
      description: 'Nüchtern kommen.\nBefunde mitbringen.',
    });
    expect(described.statusCode).toBe(201);
  });
});
