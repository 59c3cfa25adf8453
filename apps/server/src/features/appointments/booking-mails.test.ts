import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const TUESDAY_0800 = '2026-03-03T07:00:00.000Z';

// Issue 16, mail bombing: anyone could make the server mail any address. Mails of public actions
// are budgeted per recipient (3 an hour); beyond it the action succeeds and the mail is skipped.
describe('mails of public bookings', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line: string) => logLines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('does not send the fourth confirmation to one address within an hour, and still books', async () => {
    const victim = 'victim@example.com';
    for (let place = 1; place <= 4; place++) {
      const { business, type } = await createBookableBusiness(t.app);
      const res = await publicBooking(
        t.app,
        business.publicId,
        bookingBody(type.id, TUESDAY_0800, { email: victim }),
      );
      expect(res.statusCode).toBe(201);
    }
    await t.settle();
    expect(t.mailer.to(victim)).toHaveLength(3);
    const log = logLines.join('');
    expect(log).toContain('public mail budget of the recipient used up');
    expect(log).not.toContain(victim);

    // An hour later the address may get mail again.
    t.clock.advanceMinutes(61);
    try {
      const { business, type } = await createBookableBusiness(t.app);
      await publicBooking(
        t.app,
        business.publicId,
        bookingBody(type.id, '2026-03-04T07:00:00.000Z', { email: victim }),
      );
      await t.settle();
      expect(t.mailer.to(victim)).toHaveLength(4);
    } finally {
      t.clock.advanceMinutes(-61);
    }
  });

  it('mails the cancellation made with the manage link, with an .ics that takes it out of the calendar', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const booked = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { email: 'cancel-me@example.com' }),
    );
    await t.settle();
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${booked.json().booking.manageToken}`,
    });
    expect(cancel.statusCode).toBe(204);
    await t.settle();
    const [confirmation, cancellation] = t.mailer.to('cancel-me@example.com');
    expect(confirmation?.subject).toContain('Ihr Termin');
    expect(cancellation?.subject).toMatch(/^Abgesagt: Ihr Termin bei/);
    expect(cancellation?.text).toContain('Ihr Termin ist abgesagt');
    expect(cancellation?.text).toContain(`/bookingflow/bookAppointment?b=${business.publicId}`);
    const ics = cancellation?.attachments?.[0]?.content ?? '';
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = calendar.getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('uid')).toBe(`${booked.json().booking.id}@qtify`);
    expect(event?.getFirstPropertyValue('status')).toBe('CANCELLED');

    // Cancelling again sends nothing more.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${booked.json().booking.manageToken}`,
    });
    await t.settle();
    expect(t.mailer.to('cancel-me@example.com')).toHaveLength(2);
  });

  it('counts the cancellation against the same budget', async () => {
    const address = 'busy@example.com';
    const tokens: string[] = [];
    for (let place = 1; place <= 2; place++) {
      const { business, type } = await createBookableBusiness(t.app);
      const res = await publicBooking(
        t.app,
        business.publicId,
        bookingBody(type.id, TUESDAY_0800, { email: address }),
      );
      tokens.push(res.json().booking.manageToken);
    }
    await t.settle();
    for (const token of tokens)
      await t.app.inject({ method: 'DELETE', url: `/api/public/bookings/${token}` });
    await t.settle();
    expect(t.mailer.to(address).map((mail) => mail.subject.split(':')[0])).toEqual([
      'Ihr Termin bei Ordination Dr. Berger am Dienstag, 3. März 2026',
      'Ihr Termin bei Ordination Dr. Berger am Dienstag, 3. März 2026',
      'Abgesagt',
    ]);
  });
});
