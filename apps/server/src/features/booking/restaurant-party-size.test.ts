import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import {
  bookingBody,
  createBookableBusiness,
  publicBooking,
  publicSlots,
} from '../../../test/bookable-business';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; tables are free Mon–Fri 08:00–12:00.
const TUESDAY_0800 = '2026-03-03T07:00:00.000Z';
const TUESDAY = 'from=2026-03-03&to=2026-03-03';

describe('a restaurant guest saying how many they are', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const slots = (publicId: string, query: string) => publicSlots(t.app, publicId, query);
  const book = (publicId: string, payload: object, headers: Record<string, string> = {}) =>
    publicBooking(t.app, publicId, payload, headers);
  // Tables are created as a 6-top, a 2-top and a 4-top: their ids say nothing about their size.
  const trattoria = () => createBookableBusiness(t.app, { restaurant: true, partySizes: [6, 2, 4] });
  const tablesAt = (list: { start: string; doctorId: string }[], start: string) =>
    list.filter((slot) => slot.start === start).map((slot) => slot.doctorId);

  it('offers only the tables that seat the party, the best fit first at each time', async () => {
    const { business, type, doctors } = await trattoria();
    const [six, two, four] = doctors.map((doctor) => doctor.id);
    const forThree = (await slots(business.publicId, `typeId=${type.id}&${TUESDAY}&partySize=3`)).json()
      .slots;
    expect(tablesAt(forThree, TUESDAY_0800)).toEqual([four, six]);
    const forFive = (await slots(business.publicId, `typeId=${type.id}&${TUESDAY}&partySize=5`)).json().slots;
    expect(new Set(forFive.map((slot: { doctorId: string }) => slot.doctorId))).toEqual(new Set([six]));
    expect(forFive).toHaveLength(8);
    const anyone = (await slots(business.publicId, `typeId=${type.id}&${TUESDAY}`)).json().slots;
    expect(new Set(tablesAt(anyone, TUESDAY_0800))).toEqual(new Set([six, two, four]));
  });

  it('seats each party at the smallest free table that fits, so the big one stays for a big group', async () => {
    const { business, type, doctors, token } = await trattoria();
    const [six, two, four] = doctors.map((doctor) => doctor.id);
    let guests = 0;
    const party = (firstName: string, partySize: number) =>
      book(
        business.publicId,
        bookingBody(type.id, TUESDAY_0800, { firstName, partySize, phone: `0664 200000${guests++}` }),
      );

    const first = await party('Anna', 3);
    expect(first.statusCode).toBe(201);
    expect(first.json().booking).toMatchObject({ doctorId: four, doctorName: 'Tisch 3', partySize: 3 });
    expect((await party('Ben', 3)).json().booking).toMatchObject({ doctorId: six, partySize: 3 });
    expect((await party('Cleo', 1)).json().booking).toMatchObject({ doctorId: two, partySize: 1 });
    const full = await party('Dora', 2);
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('SLOT_TAKEN');

    const staff = await t.app.inject({
      url: `/api/businesses/${business.id}/appointments?from=2026-03-03&to=2026-03-03`,
      headers: bearer(token),
    });
    const sizes = staff.json().appointments.map((row: { partySize: number | null }) => row.partySize);
    expect(sizes.sort()).toEqual([1, 3, 3]);
  });

  it('answers no times and 422 PARTY_TOO_LARGE for a party no table seats, and names the largest party', async () => {
    const { business, type } = await trattoria();
    const list = await slots(business.publicId, `typeId=${type.id}&${TUESDAY}&partySize=7`);
    expect(list.statusCode).toBe(200);
    expect(list.json().slots).toEqual([]);
    const res = await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { partySize: 7 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'PARTY_TOO_LARGE',
      fields: { partySize: 'partyTooLarge' },
    });
    const info = await t.app.inject(`/api/public/businesses/${business.publicId}`);
    expect(info.json().business.maxPartySize).toBe(6);
  });

  it('names for each type the largest party its own tables seat', async () => {
    const { business, type, doctors, token } = await trattoria();
    const [, two, four] = doctors.map((doctor) => doctor.id);
    const terrace = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/appointment-types`,
      headers: bearer(token),
      payload: { title: 'Terrasse', durationMinutes: 60, color: '#4CAF50', doctorIds: [two, four] },
    });
    expect(terrace.statusCode).toBe(201);
    const listed = (
      await t.app.inject(`/api/public/businesses/${business.publicId}/appointment-types`)
    ).json();
    const largest = Object.fromEntries(
      listed.appointmentTypes.map((row: { title: string; maxPartySize: number | null }) => [
        row.title,
        row.maxPartySize,
      ]),
    );
    expect(largest).toEqual({ Kontrolle: 6, Terrasse: 4 });
    expect(type.title).toBe('Kontrolle');
  });

  it('mails the guest the party size with the reservation', async () => {
    const { business, type } = await trattoria();
    const res = await book(
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { email: 'gruppe@example.com', partySize: 4 }),
    );
    expect(res.statusCode).toBe(201);
    await t.settle();
    const [mail] = t.mailer.to('gruppe@example.com');
    expect(mail?.text).toContain('Für 4 Personen');
    expect(mail?.text).toContain('Reservierter Tisch: Tisch 3');
    expect(mail?.html).toContain('Für 4 Personen');
  });

  it('treats another party size under the same Idempotency-Key as another request', async () => {
    const { business, type } = await trattoria();
    const headers = { 'idempotency-key': 'party-of-two' };
    const first = await book(
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { partySize: 2 }),
      headers,
    );
    expect(first.statusCode).toBe(201);
    const other = await book(
      business.publicId,
      bookingBody(type.id, TUESDAY_0800, { partySize: 5 }),
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('lets staff note the party size of a reservation they book', async () => {
    const { business, type, doctors, token } = await trattoria();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/appointments`,
      headers: bearer(token),
      payload: { ...bookingBody(type.id, TUESDAY_0800, { partySize: 5 }), doctorId: doctors[0]!.id },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().appointment.partySize).toBe(5);
  });

  it('ignores the party size outside restaurants', async () => {
    const { business, type } = await createBookableBusiness(t.app, { doctors: 2 });
    const withSize = (await slots(business.publicId, `typeId=${type.id}&${TUESDAY}&partySize=50`)).json();
    const without = (await slots(business.publicId, `typeId=${type.id}&${TUESDAY}`)).json();
    expect(withSize).toEqual(without);
    const res = await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { partySize: 50 }));
    expect(res.statusCode).toBe(201);
    expect(res.json().booking.partySize).toBeNull();
    expect(
      (await t.app.inject(`/api/public/businesses/${business.publicId}`)).json().business.maxPartySize,
    ).toBeNull();
    const types = (
      await t.app.inject(`/api/public/businesses/${business.publicId}/appointment-types`)
    ).json();
    expect(types.appointmentTypes[0].maxPartySize).toBeNull();
  });

  it('refuses a party size that is not a whole number from 1 to 99 with a field code', async () => {
    const { business, type } = await trattoria();
    for (const [value, code] of [
      ['0', 'tooSmall'],
      ['100', 'tooLarge'],
      ['abc', 'invalidNumber'],
      ['2.5', 'invalidNumber'],
    ] as const) {
      const res = await slots(business.publicId, `typeId=${type.id}&partySize=${value}`);
      expect({ value, status: res.statusCode, fields: res.json().error.fields }).toEqual({
        value,
        status: 400,
        fields: { partySize: code },
      });
    }
    for (const [partySize, code] of [
      [0, 'tooSmall'],
      [100, 'tooLarge'],
      ['abc', 'invalidNumber'],
    ] as const) {
      const res = await book(business.publicId, bookingBody(type.id, TUESDAY_0800, { partySize }));
      expect({ partySize, status: res.statusCode, fields: res.json().error.fields }).toEqual({
        partySize,
        status: 400,
        fields: { partySize: code },
      });
    }
  });
});
