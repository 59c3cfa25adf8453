import { DEFAULT_BOOKING_RULES } from '@qtify/shared/domain/booking-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, signUp } from '../../../test/accounts';
import { createBusiness, signUpWithBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTemporaryUser } from '../auth/create-temporary-user';
import { addMembership } from '../memberships/memberships.service';

const _notFound = { success: false, error: { code: 'NOT_FOUND', message: expect.any(String) } };

describe('the businesses API', () => {
  let t: TestApp;
  const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), payload });
  const _addStaff = async (businessId: string) => {
    const { token } = await signUp(t.app, { firstName: 'Sara', lastName: 'Staff' });
    const userId = (await getUser(t.app, token)).json().user.id;
    await addMembership(t.database.db, { userId, businessId, role: 'reception' }, t.clock.now());
    return token;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a business owned by the caller, with its public id and patient links', async () => {
    const { token } = await signUp(t.app, { languageId: 'en' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: bearer(token),
      payload: {
        name: '  Salon Ana ',
        industry: 'hairdresser',
        colorTheme: 'purple',
        timeZone: 'Europe/Berlin',
      },
    });
    expect(res.statusCode).toBe(201);
    const { business } = res.json();
    expect(res.json()).toEqual({
      success: true,
      business: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        publicId: expect.stringMatching(/^[0-9a-hjkmnp-tv-z]{10}$/),
        name: 'Salon Ana',
        industry: 'hairdresser',
        colorTheme: 'purple',
        timeZone: 'Europe/Berlin',
        languageId: 'en',
        defaultServiceMinutes: 10,
        selfRegistration: 'open',
        reminders: { enabled: true, hoursBefore: [24, 2] },
        waitingRoom: { noShowGraceMinutes: 5, alertAhead: 1 },
        walkInRetentionDays: 90,
        currency: 'EUR',
        bookingRules: DEFAULT_BOOKING_RULES,
        phone: null,
        email: null,
        website: null,
        description: null,
        address: null,
        openingHours: null,
        // Not in the public directory until its owner says so (issue 22).
        listed: false,
        role: 'owner',
        links: {
          register: `/waitingRoom/patientnew?b=${business.publicId}`,
          book: `/bookingflow/bookAppointment?b=${business.publicId}`,
        },
      },
    });
  });

  it('fills in the defaults: industry business, the default colour theme, Europe/Vienna, the creator’s language', async () => {
    const { token } = await signUp(t.app, { languageId: 'tr' });
    const business = await createBusiness(t.app, token, { name: 'Kiosk', industry: undefined });
    expect(business).toMatchObject({
      industry: 'business',
      colorTheme: 'default',
      timeZone: 'Europe/Vienna',
      languageId: 'tr',
      defaultServiceMinutes: 10,
    });
    const chosen = await createBusiness(t.app, token, { name: 'Lokanta', languageId: 'de' });
    expect(chosen.languageId).toBe('de');
  });

  it('gives every business its own public id', async () => {
    const { token } = await signUp(t.app);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) ids.add((await createBusiness(t.app, token)).publicId);
    expect(ids.size).toBe(5);
  });

  it('refuses missing or invalid fields with 400 VALIDATION and a code per field', async () => {
    const { token } = await signUp(t.app);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/businesses', headers: bearer(token), payload });
    const res = await post({ name: ' ', industry: 'bakery', colorTheme: 'pink', timeZone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION',
        message: expect.any(String),
        fields: {
          name: 'nameRequired',
          industry: 'invalidIndustry',
          colorTheme: 'invalidColorTheme',
          timeZone: 'invalidTimeZone',
        },
      },
    });
    expect((await post({})).json().error.fields).toEqual({ name: 'nameRequired' });
    expect((await post({ name: 'x'.repeat(121), languageId: 'xx' })).json().error.fields).toEqual({
      name: 'tooLong',
      languageId: 'invalidLanguage',
    });
    expect((await post({ name: 'Ordination', timeZone: '+02:00' })).json().error.fields).toEqual({
      timeZone: 'invalidTimeZone',
    });
  });

  it('lets a guest (temporary) account create no business', async () => {
    const guest = await createTemporaryUser(
      { db: t.database.db, clock: t.clock, config: t.config },
      { firstName: 'Gast', lastName: 'Gastl' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/businesses',
      headers: bearer(guest.token),
      payload: { name: 'Mine', industry: 'medical' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('lists only the caller’s businesses, in the order they were created', async () => {
    const { token, business: first } = await signUpWithBusiness(t.app, { name: 'Erste' });
    t.clock.advance(1000);
    const second = await createBusiness(t.app, token, { name: 'Zweite' });
    await signUpWithBusiness(t.app, { name: 'Fremde' });
    const res = await call('GET', '/api/businesses', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, businesses: [first, second] });
    const { token: newcomer } = await signUp(t.app);
    expect((await call('GET', '/api/businesses', newcomer)).json()).toEqual({
      success: true,
      businesses: [],
    });
  });

  it('changes the settings and keeps the public id, so printed codes keep working', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    t.clock.advance(1000);
    const res = await call('PATCH', `/api/businesses/${business.id}`, token, {
      name: 'Gruppenpraxis Berger',
      industry: 'restaurant',
      colorTheme: 'dark',
      timeZone: 'Europe/Istanbul',
      languageId: 'tr',
      defaultServiceMinutes: 25,
      reminders: { enabled: false, hoursBefore: [2, 24, 2] },
      bookingRules: { cancelDeadlineHours: 12 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toEqual({
      ...business,
      name: 'Gruppenpraxis Berger',
      industry: 'restaurant',
      colorTheme: 'dark',
      timeZone: 'Europe/Istanbul',
      languageId: 'tr',
      defaultServiceMinutes: 25,
      reminders: { enabled: false, hoursBefore: [24, 2] },
      bookingRules: { ...DEFAULT_BOOKING_RULES, cancelDeadlineHours: 12 },
    });
    expect((await call('GET', `/api/businesses/${business.id}`, token)).json().business).toEqual(
      res.json().business,
    );
    const unchanged = await call('PATCH', `/api/businesses/${business.id}`, token, {});
    expect(unchanged.json().business).toEqual(res.json().business);
  });

  it('refuses invalid settings with 400 VALIDATION', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await call('PATCH', `/api/businesses/${business.id}`, token, {
      name: '',
      industry: 'bakery',
      defaultServiceMinutes: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'nameRequired',
      industry: 'invalidIndustry',
      defaultServiceMinutes: 'invalidServiceMinutes',
    });
    for (const minutes of [481, 2.5, '10']) {
      const bad = await call('PATCH', `/api/businesses/${business.id}`, token, {
        defaultServiceMinutes: minutes,
      });
      expect(bad.json().error.fields).toEqual({ defaultServiceMinutes: 'invalidServiceMinutes' });
    }
  });
});
