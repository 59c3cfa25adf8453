import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, refusal } from '../../test/fake-api';
import { publicBooking, publicPlace, publicType } from '../../test/public-place';
import { renderWithApp } from '../../test/render-with-app';
import { ManageBookingPage } from './manage-booking-page';

const TOKEN = 'm'.repeat(43);
const PLACE = '/api/public/businesses/abcdefghjk';
const BOOKING = `/api/public/bookings/${TOKEN}`;
const business = publicPlace();
const checkUp = publicType();
// A time far ahead: 1 December 2099, 09:00 and 09:15 in Vienna (winter time, UTC+1).
const NINE = '2099-12-01T08:00:00.000Z';
const QUARTER_PAST = '2099-12-01T08:15:00.000Z';
const booking = publicBooking(NINE, '2099-12-01T08:15:00.000Z');

function serve(
  overrides: {
    booking?: object;
    business?: object;
    reschedule?: (request: FakeRequest) => ReturnType<typeof refusal>;
  } = {},
) {
  return fakeApi((request) => {
    if (request.method === 'POST' && request.path === `${BOOKING}/reschedule`)
      return overrides.reschedule?.(request) ?? refusal(500, 'INTERNAL');
    if (request.path === BOOKING)
      return { status: 200, body: { success: true, booking: { ...booking, ...overrides.booking } } };
    if (request.path === PLACE)
      return { status: 200, body: { success: true, business: { ...business, ...overrides.business } } };
    if (request.path.startsWith(`${PLACE}/appointment-types`))
      return { status: 200, body: { success: true, appointmentTypes: [checkUp] } };
    if (request.path.startsWith(`${PLACE}/slots`))
      return {
        status: 200,
        body: {
          success: true,
          slots: [{ start: QUARTER_PAST, end: '2099-12-01T08:30:00.000Z', doctorId: 'd1' }],
        },
      };
    return refusal(404, 'NOT_FOUND');
  });
}

function renderPage() {
  return renderWithApp(
    <MemoryRouter initialEntries={[`/bookingflow/booking?token=${TOKEN}`]}>
      <ManageBookingPage />
    </MemoryRouter>,
  );
}

/** "Move" → the 09:15 of the list → the confirmation. */
async function moveToQuarterPast() {
  await userEvent.click(await screen.findByRole('button', { name: 'Termin verschieben' }));
  await userEvent.click(await screen.findByRole('button', { name: /1\. Dezember.*09:15/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Ja, Termin verschieben' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the manage page of a booking', () => {
  it('moves the booking to a time the patient picks and says so', async () => {
    const requests = serve({
      reschedule: () => ({
        status: 200,
        body: { success: true, booking: { ...booking, start: QUARTER_PAST } },
      }),
    });
    renderPage();
    await moveToQuarterPast();
    expect(await screen.findByRole('heading', { name: 'Ihr Termin wurde verschoben' })).toBeTruthy();
    expect(screen.getByText(/09:15/)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      start: QUARTER_PAST,
      doctorId: 'd1',
    });
  });

  it('offers a restaurant’s guest only times with a table for their party', async () => {
    const requests = serve({
      booking: { partySize: 6 },
      business: { industry: 'restaurant', name: 'Trattoria Da Gino', maxPartySize: 8 },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reservierung verschieben' }));
    await screen.findByRole('button', { name: /1\. Dezember.*09:15/ });
    const slots = requests.find((request) => request.path.startsWith(`${PLACE}/slots`));
    expect(new URL(slots?.path ?? '', 'http://app').searchParams.get('partySize')).toBe('6');
  });

  it('sends the patient back to the times when someone else took the new one first', async () => {
    serve({ reschedule: () => refusal(409, 'SLOT_TAKEN', { start: 'slotTaken' }) });
    renderPage();
    await moveToQuarterPast();
    expect(
      await screen.findByText('Dieser Termin wurde gerade vergeben. Bitte einen anderen wählen.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /1\. Dezember.*09:15/ })).toBeTruthy();
  });

  it('after the cancellation deadline offers the business’s phone instead of cancelling or moving', async () => {
    serve({
      booking: { changeableUntil: '2020-01-01T00:00:00.000Z' },
      business: { phone: '+43 1 234 56 78' },
    });
    renderPage();
    expect(await screen.findByText(/kann online nicht mehr storniert oder verschoben werden/)).toBeTruthy();
    const call = await screen.findByRole('link', { name: '+43 1 234 56 78' });
    expect(call.getAttribute('href')).toBe('tel:+4312345678');
    expect(screen.queryByRole('button', { name: 'Termin stornieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Termin verschieben' })).toBeNull();
  });

  it('before the deadline offers both', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Termin stornieren' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Termin verschieben' })).toBeTruthy());
  });
});
