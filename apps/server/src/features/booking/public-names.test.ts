import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { addAtDesk, join } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const TUESDAY_0800 = '2026-03-03T07:00:00.000Z';

// Names go into the mails the server sends (issue 16, mail bombing): no links, no control characters.
describe('names in public and staff forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a booking whose name holds a link or a line break, and books nothing', async () => {
    const { business, type, token } = await createBookableBusiness(t.app);
    const link = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { firstName: 'Gewinn auf www.example.com', email: 'a@example.com' }),
    );
    expect(link.statusCode).toBe(400);
    expect(link.json().error).toMatchObject({ code: 'VALIDATION', fields: { firstName: 'nameLink' } });
    const crlf = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { lastName: 'Berger\r\nBcc: x@example.com' }),
    );
    expect(crlf.statusCode).toBe(400);
    expect(crlf.json().error.fields).toEqual({ lastName: 'invalidCharacter' });
    const bidi = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { lastName: 'Berger\u202E' }),
    );
    expect(bidi.json().error.fields).toEqual({ lastName: 'invalidCharacter' });
    const calendar = await t.app.inject({
      url: `/api/businesses/${business.id}/appointments?from=2026-03-03&to=2026-03-03`,
      headers: bearer(token),
    });
    expect(calendar.json().appointments).toEqual([]);
    expect(t.mailer.to('a@example.com')).toEqual([]);
  });

  it('keeps real names with dots, hyphens and apostrophes', async () => {
    const { business, type } = await createBookableBusiness(t.app);
    const res = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { firstName: 'Anne-Marie', lastName: "O'Neill" }),
    );
    expect(res.statusCode).toBe(201);
    const doctor = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, '2026-03-03T07:30:00.000Z', { firstName: 'J. R. R.', lastName: 'Tolkien' }),
    );
    expect(doctor.statusCode).toBe(201);
  });

  it('refuses a self-registration whose full name holds a link or a tab', async () => {
    const { business } = await createBookableBusiness(t.app);
    const link = await join(t.app, business.publicId, 'Anna https://spam.example');
    expect(link.status).toBe(400);
    expect(link.body.error).toMatchObject({ code: 'VALIDATION', fields: { fullName: 'nameLink' } });
    const tab = await join(t.app, business.publicId, 'Anna\tBerger');
    expect(tab.body.error.fields).toEqual({ fullName: 'invalidCharacter' });
    expect((await join(t.app, business.publicId, 'Dr. med. Müller')).status).toBe(201);
  });

  it('refuses the same at the desk', async () => {
    const { business, token } = await createBookableBusiness(t.app);
    const res = await addAtDesk(t.app, token, business.id, { firstName: 'Anna', lastName: 'cheap.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ lastName: 'nameLink' });
  });
});
