import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, randomClientAddress } from '../../../test/accounts';
import { bookingBody, createBookableBusiness, publicBooking } from '../../../test/bookable-business';
import { join } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the patient’s own data (GDPR Art. 15 and 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function booked(overrides: object = {}) {
    const { business, type } = await createBookableBusiness(t.app);
    const res = await publicBooking(
      t.app,
      business.publicId,
      bookingBody(type.id, '2026-03-03T07:00:00.000Z', {
        email: 'anna.berger@example.org',
        note: 'Bitte Rückruf',
        ...overrides,
      }),
    );
    expect(res.statusCode).toBe(201);
    return { business, manageToken: res.json().booking.manageToken as string };
  }

  it('downloads everything the business holds about the patient of a manage link as JSON', async () => {
    const { business, manageToken } = await booked();
    const res = await t.app.inject(`/api/public/bookings/${manageToken}/my-data`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data\.json"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.business.name).toBe(business.name);
    expect(data.patient).toMatchObject({ firstName: 'Anna', lastName: 'Berger', phone: '0664 1234567' });
    expect(data.consent).toMatchObject({ emailReminders: true, marketing: false });
    expect(data.appointments).toEqual([
      expect.objectContaining({
        start: '2026-03-03T07:00:00.000Z',
        title: 'Kontrolle',
        status: 'booked',
        doctor: 'Dr. 1',
        note: 'Bitte Rückruf',
        contactEmail: 'anna.berger@example.org',
      }),
    ]);
    expect(data.visits).toEqual([]);
    expect(data.erasureRequest).toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/hash|token/i);
  });

  it('shows the same as a printable page in the language asked for, else the browser’s', async () => {
    const { business, manageToken } = await booked();
    const english = await t.app.inject(`/api/public/bookings/${manageToken}/my-data.html?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.body).toContain(`Your data at ${business.name}`);
    expect(english.body).toContain('Berger');
    expect(english.body).toContain('Bitte Rückruf');
    expect(english.body).not.toContain('<script');
    const french = await t.app.inject({
      url: `/api/public/bookings/${manageToken}/my-data.html`,
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.body).toContain(`Vos données chez ${business.name}`);
    const german = await t.app.inject(`/api/public/bookings/${manageToken}/my-data.html`);
    expect(german.body).toContain(`Ihre Daten bei ${business.name}`);
    expect((await t.app.inject(`/api/public/bookings/${manageToken}/my-data.html?lang=xx`)).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for an unknown link and 429 to a visitor who asks too often', async () => {
    expect((await t.app.inject('/api/public/bookings/nope/my-data')).statusCode).toBe(404);
    const { manageToken } = await booked();
    const remoteAddress = randomClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (await t.app.inject({ url: `/api/public/bookings/${manageToken}/my-data`, remoteAddress }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('gives a signed-in patient the records of every waiting room their account joined', async () => {
    const first = await createBookableBusiness(t.app);
    const joined = await join(t.app, first.business.publicId, 'Clara Maier', { birthdate: '1980-01-02' });
    expect(joined.status).toBe(201);
    const res = await t.app.inject({ url: '/api/me/patient-data', headers: bearer(joined.body.data) });
    expect(res.statusCode).toBe(200);
    expect(res.json().records).toEqual([
      expect.objectContaining({
        business: expect.objectContaining({ name: first.business.name }),
        patient: expect.objectContaining({ firstName: 'Clara', lastName: 'Maier', birthdate: '1980-01-02' }),
        visits: [expect.objectContaining({ status: 'notHere' })],
      }),
    ]);
    expect((await t.app.inject('/api/me/patient-data')).statusCode).toBe(401);
  });

  it('lets staff hand a patient their copy at the desk', async () => {
    const { token, business } = await createBookableBusiness(t.app);
    await join(t.app, business.publicId, 'Dora Desk');
    const patient = (
      await t.app.inject({ url: `/api/businesses/${business.id}/patients?q=Desk`, headers: bearer(token) })
    ).json().patients[0];
    const res = await t.app.inject({
      url: `/api/businesses/${business.id}/patients/${patient.id}/data`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().patient.lastName).toBe('Desk');
  });
});
