import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { bookingBody, createBookableBusiness } from '../../../test/bookable-business';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { nextEvent, recordEvents } from '../../../test/socket-clients';

// The clock stands at Monday 2026-03-02 09:00 in Vienna; doctors work Mon–Fri 08:00–12:00.
const TUESDAY_0800 = '2026-03-03T07:00:00.000Z';
const TUESDAY_0900 = '2026-03-03T08:00:00.000Z';

describe('appointments:changed (open calendars stay current)', () => {
  const live = listeningTestApp();
  const { connect } = live;

  it('tells the business’s staff about an online booking, a move and both kinds of cancelling', async () => {
    const { token, business, type } = await createBookableBusiness(live.t.app);
    const socket = await connect(token);
    const changed = () => nextEvent(socket, 'appointments:changed');

    let event = changed();
    const booked = await live.t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${business.publicId}/bookings`,
      payload: bookingBody(type.id, TUESDAY_0800),
    });
    expect(booked.statusCode).toBe(201);
    expect(await event).toEqual({ businessId: business.id });

    const list = await live.t.app.inject({
      url: `/api/businesses/${business.id}/appointments?from=2026-03-03&to=2026-03-03`,
      headers: bearer(token),
    });
    const [appointment] = list.json().appointments;
    event = changed();
    const moved = await live.t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/appointments/${appointment.id}`,
      headers: bearer(token),
      payload: { start: TUESDAY_0900 },
    });
    expect(moved.statusCode).toBe(200);
    expect(await event).toEqual({ businessId: business.id });

    event = changed();
    const cancelled = await live.t.app.inject({
      method: 'DELETE',
      url: `/api/public/bookings/${booked.json().booking.manageToken}`,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await event).toEqual({ businessId: business.id });

    const again = await live.t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${business.publicId}/bookings`,
      payload: bookingBody(type.id, TUESDAY_0800),
    });
    event = changed();
    const byStaff = await live.t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/appointments/${again.json().booking.id}`,
      headers: bearer(token),
    });
    expect(byStaff.statusCode).toBe(204);
    expect(await event).toEqual({ businessId: business.id });
  });

  it('says nothing when a booking is refused, and nothing to another business', async () => {
    const { token, business, type } = await createBookableBusiness(live.t.app);
    const other = await signUpWithBusiness(live.t.app);
    const mine = await connect(token);
    const theirs = await connect(other.token);
    const theirEvents = recordEvents(theirs);

    const first = nextEvent(mine, 'appointments:changed');
    const book = () =>
      live.t.app.inject({
        method: 'POST',
        url: `/api/public/businesses/${business.publicId}/bookings`,
        payload: bookingBody(type.id, TUESDAY_0800),
      });
    expect((await book()).statusCode).toBe(201);
    await first;
    const events = recordEvents(mine);
    expect((await book()).statusCode).toBe(409);
    // A round trip over the same socket: anything the refused booking sent would have arrived first.
    await new Promise((resolve) => mine.emit('register', {}, resolve));
    expect(events).toEqual([]);
    expect(theirEvents).toEqual([]);
  });
});
