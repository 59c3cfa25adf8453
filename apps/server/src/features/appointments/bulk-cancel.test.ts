import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { listeningTestApp } from '../../../test/listening-test-app';
import { recordEvents } from '../../../test/socket-clients';

// The clock stands at Monday 2026-03-02 09:00 (08:00Z) in Vienna; doctors work Mon–Fri 08:00–12:00.
const at = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 2, day, hour - 1, minute)).toISOString();

// Issue 16, the booking flood: staff cancel every online booking made in a time window at once.
describe('cancelling every booking made in a time window', () => {
  const live = listeningTestApp();

  async function floodedPractice() {
    const t = live.t;
    const bookable = await createBookableBusiness(t.app, { doctors: 2 });
    const { business, token, type, doctors } = bookable;
    let phones = 0;
    const book = (start: string, firstName: string, extra: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${business.publicId}/bookings`,
        payload: bookingBody(type.id, start, {
          firstName,
          phone: `0664 30000${phones++}`,
          ...extra,
        }),
      });
    const before = await book(at(3, 8), 'Vorher');
    t.clock.advanceMinutes(10);
    const from = t.clock.now().toISOString();
    const flood = [
      await book(at(3, 9), 'Flut', { email: 'flut1@example.com' }),
      await book(at(3, 10), 'Flutzwei', { email: 'flut2@example.com' }),
      await book(at(2, 10), 'Heute'),
    ];
    const staff = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/appointments`,
      headers: bearer(token),
      payload: { ...bookingBody(type.id, at(3, 11), { firstName: 'Telefon' }), doctorId: doctors[1]!.id },
    });
    t.clock.advanceMinutes(10);
    const to = t.clock.now().toISOString();
    const after = await book(at(4, 8), 'Nachher');
    for (const res of [before, ...flood, staff, after]) expect(res.statusCode).toBe(201);
    return { ...bookable, from, to, ids: { before, flood, staff, after } };
  }

  const bulkCancel = (businessId: string, token: string, body: object) =>
    live.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/appointments/bulk-cancel`,
      headers: bearer(token),
      payload: body,
    });

  it('cancels the online bookings made in the window that have not started, mails them, and tells calendars once', async () => {
    const t = live.t;
    const practice = await floodedPractice();
    const { business, token, from, to } = practice;
    // Today's flood booking (10:00) has begun by now; it stays.
    t.clock.advanceMinutes(61);
    try {
      await t.settle();
      const mailsBefore = t.mailer.messages.length;
      const socket = await live.connect(token);
      const events = recordEvents(socket);

      const preview = await bulkCancel(business.id, token, {
        createdFrom: from,
        createdTo: to,
        dryRun: true,
      });
      expect(preview.json()).toEqual({ success: true, cancelled: 2 });

      const res = await bulkCancel(business.id, token, { createdFrom: from, createdTo: to });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, cancelled: 2 });
      await t.settle();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events.filter((event) => event.event === 'appointments:changed')).toHaveLength(1);

      const mails = t.mailer.messages.slice(mailsBefore);
      expect(mails.map((mail) => mail.to).sort()).toEqual(['flut1@example.com', 'flut2@example.com']);
      expect(mails[0]?.text).toContain('Ordination Dr. Berger hat Ihren Termin abgesagt');
      expect(mails[0]?.text).toContain('nicht selbst gebucht');

      const week = await t.app.inject({
        url: `/api/businesses/${business.id}/appointments?from=2026-03-02&to=2026-03-06`,
        headers: bearer(token),
      });
      const left = week
        .json()
        .appointments.map((appointment: { patient: { firstName: string } }) => appointment.patient.firstName);
      expect(left.sort()).toEqual(['Heute', 'Nachher', 'Telefon', 'Vorher']);
      // Nothing left to cancel in that window.
      expect(
        (await bulkCancel(business.id, token, { createdFrom: from, createdTo: to })).json().cancelled,
      ).toBe(0);
    } finally {
      t.clock.advanceMinutes(-61);
    }
  });

  it('touches only the caller’s own business', async () => {
    const practice = await floodedPractice();
    const other = await createBookableBusiness(live.t.app);
    const body = { createdFrom: practice.from, createdTo: practice.to };
    expect((await bulkCancel(practice.business.id, other.token, body)).statusCode).toBe(404);
    expect((await bulkCancel(other.business.id, other.token, body)).json().cancelled).toBe(0);
    expect(
      (await bulkCancel(practice.business.id, practice.token, { ...body, dryRun: true })).json().cancelled,
    ).toBe(3);
  });

  it('refuses a reversed window and one longer than a month', async () => {
    const { business, token } = await createBookableBusiness(live.t.app);
    const reversed = await bulkCancel(business.id, token, {
      createdFrom: '2026-03-02T10:00:00Z',
      createdTo: '2026-03-02T09:00:00Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({ createdTo: 'endBeforeStart' });
    const long = await bulkCancel(business.id, token, {
      createdFrom: '2026-01-01T00:00:00Z',
      createdTo: '2026-03-02T09:00:00Z',
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.code).toBe('RANGE_TOO_LONG');
    const malformed = await bulkCancel(business.id, token, {
      createdFrom: 'yesterday',
      createdTo: '2026-03-02T09:00:00Z',
    });
    expect(malformed.statusCode).toBe(400);
  });
});
