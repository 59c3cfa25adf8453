import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../../../test/accounts';
import {
  type BookableBusiness,
  bookingBody,
  createBookableBusiness,
  publicBooking,
} from '../../../test/bookable-business';
import { RecordingMailer } from '../../../test/recording-mailer';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sendDueReminders } from './send-due-reminders';

// Wednesday 4 March 2026, 09:00 in Vienna; the test clock (booking time) is Monday 2 March, 09:00.
const START = '2026-03-04T08:00:00.000Z';
const hoursBefore = (hours: number, start = START) => new Date(new Date(start).getTime() - hours * 3_600_000);
const ORIGIN = 'https://qtify.example';

describe('appointment reminders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * A runner of the reminder job (one process, or one instance of several) with its own outbox.
   * The tests share one database, so a run sees every test's appointments: `run` counts only the
   * mails to this test's patients.
   */
  const runner = (...to: string[]) => {
    const recorded = new RecordingMailer();
    const mails = () => recorded.messages.filter((mail) => to.includes(mail.to));
    return {
      mails,
      run: async (now: Date) => {
        const before = mails().length;
        await sendDueReminders(
          { db: t.database.db, config: t.config, mailer: recorded, origin: ORIGIN },
          now,
        );
        return mails().length - before;
      },
    };
  };

  async function booked(
    options: { email?: string | null; start?: string; business?: BookableBusiness } = {},
  ) {
    const place = options.business ?? (await createBookableBusiness(t.app));
    const email = options.email === undefined ? uniqueEmail('anna') : options.email;
    const response = await publicBooking(
      t.app,
      place.business.publicId,
      bookingBody(place.type.id, options.start ?? START, email ? { email } : {}),
    );
    expect(response.statusCode).toBe(201);
    await t.settle();
    return {
      place,
      email: email ?? '',
      booking: response.json().booking as { id: string; manageToken: string },
    };
  }

  it('sends the day-before reminder once when it is due, in the business’s language, with an opt-out link', async () => {
    const { email } = await booked();
    const first = runner(email);
    expect(await first.run(hoursBefore(25))).toBe(0);
    expect(await first.run(hoursBefore(24))).toBe(1);
    expect(await first.run(new Date(hoursBefore(24).getTime() + 60_000))).toBe(0);
    const [mail] = first.mails();
    expect(mail?.subject).toBe('Erinnerung: Ihr Termin bei Ordination Dr. Berger am Mittwoch, 4. März 2026');
    expect(mail?.text).toContain('Kontrolle am Mittwoch, 4. März 2026 um 09:00 Uhr');
    expect(mail?.link).toMatch(/^https:\/\/qtify\.example\/bookingflow\/booking\?optOut=[\w-]{43}$/);
    expect(mail?.html).toContain(`href="${mail?.link}"`);
  });

  it('does not send it again after a restart: the sent-marker is in the database', async () => {
    const start = '2026-03-04T09:00:00.000Z';
    const { email } = await booked({ start });
    expect(await runner(email).run(hoursBefore(24, start))).toBe(1);
    const afterRestart = runner(email);
    expect(await afterRestart.run(new Date(hoursBefore(24, start).getTime() + 120_000))).toBe(0);
  });

  it('sends it once when two instances run the job at the same moment', async () => {
    const start = '2026-03-04T08:30:00.000Z';
    const { email } = await booked({ start });
    const [a, b] = [runner(email), runner(email)];
    const now = hoursBefore(24, start);
    await Promise.all([a.run(now), b.run(now), a.run(now), b.run(now)]);
    expect(a.mails().length + b.mails().length).toBe(1);
  });

  it('sends the two-hour reminder after the day-before one, and only the nearest one after an outage', async () => {
    const start = '2026-03-04T09:30:00.000Z';
    const { email } = await booked({ start });
    const job = runner(email);
    expect(await job.run(hoursBefore(24, start))).toBe(1);
    expect(await job.run(hoursBefore(3, start))).toBe(0);
    expect(await job.run(hoursBefore(2, start))).toBe(1);

    const other = '2026-03-05T08:00:00.000Z';
    const ben = await booked({ start: other });
    const late = runner(ben.email);
    expect(await late.run(hoursBefore(1, other))).toBe(1);
    expect(await late.run(hoursBefore(0.5, other))).toBe(0);
  });

  it('skips a reminder that would come late: nothing once the appointment has begun', async () => {
    const start = '2026-03-05T08:30:00.000Z';
    const { email } = await booked({ start });
    const job = runner(email);
    expect(await job.run(new Date(start))).toBe(0);
    expect(await job.run(new Date(new Date(start).getTime() + 60_000))).toBe(0);
  });

  it('reminds a moved appointment at its new time, not at the old one', async () => {
    const start = '2026-03-05T09:00:00.000Z';
    const moved = '2026-03-06T09:00:00.000Z';
    const { place, booking, email } = await booked({ start });
    const job = runner(email);
    expect(await job.run(hoursBefore(24, start))).toBe(1);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}/appointments/${booking.id}`,
      headers: bearer(place.token),
      payload: { start: moved },
    });
    expect(patch.statusCode).toBe(200);
    expect(await job.run(hoursBefore(2, start))).toBe(0);
    expect(await job.run(hoursBefore(24, moved))).toBe(1);
    expect(job.mails()[1]?.subject).toContain('Freitag, 6. März 2026');
  });

  it('sends none for a cancelled appointment', async () => {
    const start = '2026-03-05T09:30:00.000Z';
    const { booking, email } = await booked({ start });
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${booking.manageToken}`,
    });
    expect(cancel.statusCode).toBe(204);
    const job = runner(email);
    expect(await job.run(hoursBefore(24, start))).toBe(0);
    expect(await job.run(hoursBefore(2, start))).toBe(0);
  });

  it('stops reminding a patient who followed the opt-out link, for every appointment of theirs', async () => {
    const start = '2026-03-05T10:00:00.000Z';
    const second = '2026-03-06T10:00:00.000Z';
    const { place, email } = await booked({ start });
    await booked({ start: second, business: place, email });
    const job = runner(email);
    expect(await job.run(hoursBefore(24, start))).toBe(1);
    const token = new URL(job.mails()[0]?.link ?? '').searchParams.get('optOut');
    const optOut = () => t.app.inject({ method: 'POST', url: `/api/public/reminders/${token}/opt-out` });
    expect((await optOut()).statusCode).toBe(204);
    expect((await optOut()).statusCode).toBe(204);
    expect(await job.run(hoursBefore(2, start))).toBe(0);
    expect(await job.run(hoursBefore(24, second))).toBe(0);
  });

  it('stops reminding through the mail client’s one-click unsubscribe (RFC 8058), which posts a form', async () => {
    const start = '2026-03-09T10:00:00.000Z';
    const { email } = await booked({ start });
    const job = runner(email);
    expect(await job.run(hoursBefore(24, start))).toBe(1);
    const url = new URL(job.mails()[0]?.unsubscribeUrl ?? '');
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname).toMatch(/^\/api\/public\/reminders\/[\w-]{43}\/opt-out$/);
    const res = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(204);
    expect(await job.run(hoursBefore(2, start))).toBe(0);
  });

  it('answers 404 for an opt-out link that no reminder had', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/public/reminders/${'x'.repeat(43)}/opt-out`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('sends none where the business turned reminders off', async () => {
    const start = '2026-03-05T10:30:00.000Z';
    const off = await createBookableBusiness(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${off.business.id}`,
      headers: bearer(off.token),
      payload: { reminders: { enabled: false } },
    });
    expect(patch.json().business.reminders).toEqual({ enabled: false, hoursBefore: [24, 2] });
    const { email } = await booked({ start, business: off });
    expect(await runner(email).run(hoursBefore(24, start))).toBe(0);
  });

  it('follows the business’s timing, and skips a reminder whose time came before the booking', async () => {
    const place = await createBookableBusiness(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}`,
      headers: bearer(place.token),
      payload: { reminders: { hoursBefore: [2, 48] } },
    });
    expect(patch.json().business.reminders).toEqual({ enabled: true, hoursBefore: [48, 2] });
    // Booked on Monday 09:00 for Tuesday 10:00: the 48-hour reminder's time lies before the booking.
    const start = '2026-03-03T09:00:00.000Z';
    const soon = await booked({ start, business: place });
    const job = runner(soon.email);
    expect(await job.run(new Date('2026-03-02T08:01:00.000Z'))).toBe(0);
    expect(await job.run(hoursBefore(2, start))).toBe(1);

    const later = '2026-03-06T10:30:00.000Z';
    const carla = await booked({ start: later, business: place });
    const carlasJob = runner(carla.email);
    expect(await carlasJob.run(hoursBefore(49, later))).toBe(0);
    expect(await carlasJob.run(hoursBefore(48, later))).toBe(1);
    expect(await carlasJob.run(hoursBefore(24, later))).toBe(0);
  });

  it('refuses reminder timings outside 1 to 168 hours or more than three', async () => {
    const place = await createBookableBusiness(t.app);
    for (const hours of [[0], [169], [1, 2, 3, 4], [1.5]]) {
      const patch = await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${place.business.id}`,
        headers: bearer(place.token),
        payload: { reminders: { hoursBefore: hours } },
      });
      expect(patch.statusCode).toBe(400);
      expect(patch.json().error.code).toBe('VALIDATION');
    }
  });
});
