import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { type FakeRequest, fakeApi, refusal } from '../../test/fake-api';
import { publicBooking } from '../../test/public-place';
import { renderWithApp } from '../../test/render-with-app';
import { ManageBookingPage } from './manage-booking-page';

const TOKEN = 'm'.repeat(43);
const OFFER = 'o'.repeat(43);
const BOOKING = `/api/public/bookings/${TOKEN}`;
const OFFER_PATH = `/api/public/waitlist-offers/${OFFER}`;
// 1 and 3 December 2099, 09:00 in Vienna.
const EARLIER = '2099-12-01T08:00:00.000Z';
const LATER = '2099-12-03T08:00:00.000Z';
const booking = publicBooking(LATER, '2099-12-03T08:15:00.000Z');
const offer = {
  start: EARLIER,
  end: '2099-12-01T08:15:00.000Z',
  title: 'Kontrolle',
  doctorName: 'Dr. Berger',
  businessName: 'Ordination Dr. Berger',
  businessPublicId: 'abcdefghjk',
  timeZone: 'Europe/Vienna',
  currentStart: LATER,
  status: 'open',
};
const text = (key: string, ns = 'booking') => i18n.t(key, { ns, context: 'medical' });

function serve(take: () => ReturnType<typeof refusal>) {
  const calls: FakeRequest[] = [];
  fakeApi((request) => {
    calls.push(request);
    if (request.path === `${BOOKING}/waitlist`)
      return { status: request.method === 'POST' ? 201 : 204, body: null };
    if (request.path === BOOKING) return { status: 200, body: { success: true, booking } };
    if (request.path === `${OFFER_PATH}/take`) return take();
    if (request.path === OFFER_PATH) return { status: 200, body: { success: true, offer } };
    return refusal(404, 'NOT_FOUND');
  });
  return calls;
}

const renderAt = (url: string) =>
  renderWithApp(
    <MemoryRouter initialEntries={[url]}>
      <ManageBookingPage />
    </MemoryRouter>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('the earlier-slot waitlist on the patient’s pages', () => {
  it('asks to hear of an earlier time from the manage page and then says it will', async () => {
    const calls = serve(() => refusal(500, 'INTERNAL'));
    renderAt(`/bookingflow/booking?token=${TOKEN}`);
    await userEvent.click(
      await screen.findByRole('button', { name: text('manage.waitlistJoin', 'waitlist') }),
    );
    expect(await screen.findByText(text('manage.waitlistOn', 'waitlist'))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.path === `${BOOKING}/waitlist`)).toBe(true);
  });

  it('takes an offered earlier time with one button, and opening the link alone takes nothing', async () => {
    const calls = serve(() => ({
      status: 200,
      body: { success: true, booking: { ...booking, start: EARLIER } },
    }));
    renderAt(`/bookingflow/booking?offer=${OFFER}`);
    const take = await screen.findByRole('button', { name: text('offer.take', 'waitlist') });
    expect(calls.some((call) => call.path.endsWith('/take'))).toBe(false);
    await userEvent.click(take);
    expect(await screen.findByText(text('offer.takenHeading', 'waitlist'))).toBeTruthy();
  });

  it('says clearly that the time is gone when someone else was faster', async () => {
    serve(() => refusal(410, 'OFFER_GONE'));
    renderAt(`/bookingflow/booking?offer=${OFFER}`);
    await userEvent.click(await screen.findByRole('button', { name: text('offer.take', 'waitlist') }));
    await waitFor(() => expect(screen.getByText(text('offer.goneHeading', 'waitlist'))).toBeTruthy());
  });
});
