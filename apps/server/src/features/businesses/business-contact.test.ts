import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { createBookableBusiness } from '../../../test/bookable-business';
import { signUpWithBusiness } from '../../../test/businesses';
import { createTestApp, type TestApp } from '../../../test/test-app';

const CONTACT = {
  phone: '+43 1 234 56 78',
  email: 'Ordination@Berger.example',
  website: 'https://berger.example/praxis',
  description: 'Allgemeinmedizin, alle Kassen.\nBarrierefrei.',
  address: { street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' },
  openingHours: [
    { weekday: 2, start: '14:00', end: '18:00' },
    { weekday: 1, start: '08:00', end: '12:00' },
  ],
};

describe('a business’s contact and opening hours', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const patch = (businessId: string, token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/businesses/${businessId}`, headers: bearer(token), payload });
  const publicBusiness = async (publicId: string) =>
    (await t.app.inject(`/api/public/businesses/${publicId}`)).json().business;

  it('are set by staff and shown to anyone on the public answer', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await patch(business.id, token, CONTACT);
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({ ...CONTACT, email: 'ordination@berger.example' });
    expect(await publicBusiness(business.publicId)).toMatchObject({
      phone: '+43 1 234 56 78',
      email: 'ordination@berger.example',
      website: 'https://berger.example/praxis',
      address: CONTACT.address,
      addressLine: 'Hauptstraße 1, 1010 Wien, Österreich',
      openingHours: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 2, start: '14:00', end: '18:00' },
      ],
    });
  });

  it('are cleared by null or an emptied field, and a patch leaves the fields it does not name', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    await patch(business.id, token, CONTACT);
    const res = await patch(business.id, token, { phone: '', website: null, address: null, name: 'Neu' });
    expect(res.statusCode).toBe(200);
    expect(res.json().business).toMatchObject({
      name: 'Neu',
      phone: null,
      website: null,
      address: null,
      email: 'ordination@berger.example',
      description: CONTACT.description,
    });
  });

  it('keeps an address of a town only', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const address = { street: '', postalCode: '', city: 'Graz', country: '' };
    expect((await patch(business.id, token, { address })).json().business.address).toEqual(address);
  });

  it('derives the opening hours from the doctors’ working times until staff set them', async () => {
    const { token, business } = await createBookableBusiness(t.app, {
      doctors: 2,
      workingTimes: [
        { weekday: 1, start: '08:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '13:00' },
        { weekday: 5, start: '09:00', end: '11:00' },
        { weekday: 5, start: '14:00', end: '16:00' },
      ],
    });
    // Two doctors of the same week: open once in each range, touching ranges as one.
    expect((await publicBusiness(business.publicId)).openingHours).toEqual([
      { weekday: 1, start: '08:00', end: '13:00' },
      { weekday: 5, start: '09:00', end: '11:00' },
      { weekday: 5, start: '14:00', end: '16:00' },
    ]);
    await patch(business.id, token, { openingHours: [{ weekday: 3, start: '10:00', end: '11:00' }] });
    expect((await publicBusiness(business.publicId)).openingHours).toEqual([
      { weekday: 3, start: '10:00', end: '11:00' },
    ]);
    const back = await patch(business.id, token, { openingHours: null });
    expect(back.json().business.openingHours).toBeNull();
    expect((await publicBusiness(business.publicId)).openingHours).toHaveLength(3);
  });

  it('refuses malformed contact details with 400 VALIDATION naming each field, and changes nothing', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    await patch(business.id, token, CONTACT);
    const res = await patch(business.id, token, {
      name: 'Nicht gespeichert',
      phone: 'call us',
      email: 'not-an-address',
      website: 'javascript:alert(1)',
      description: 'x'.repeat(1001),
      address: { street: 'Gasse\u0000 1', postalCode: '1'.repeat(17), city: 'Wien', country: '' },
      openingHours: [
        { weekday: 8, start: '08:00', end: '12:00' },
        { weekday: 1, start: '12:00', end: '08:00' },
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: {
        phone: 'phoneInvalid',
        email: 'emailInvalid',
        website: 'websiteInvalid',
        description: 'tooLong',
        'address.street': 'invalidCharacter',
        'address.postalCode': 'tooLong',
        'openingHours.0.weekday': 'invalidWeekday',
      },
    });
    const unchanged = await t.app.inject({
      url: `/api/businesses/${business.id}`,
      headers: bearer(token),
    });
    expect(unchanged.json().business).toMatchObject({ name: 'Ordination Dr. Berger', phone: CONTACT.phone });
  });

  it('refuses opening hours that end before they start or overlap on one day', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await patch(business.id, token, {
      openingHours: [
        { weekday: 1, start: '12:00', end: '08:00' },
        { weekday: 2, start: '08:00', end: '12:00' },
        { weekday: 2, start: '11:00', end: '13:00' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'openingHours.0': 'startNotBeforeEnd',
      'openingHours.2': 'overlap',
    });
  });

  it('refuses a field of the address it does not know', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await patch(business.id, token, { address: { ...CONTACT.address, floor: '2' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ 'address.floor': 'unknownField' });
  });
});
