import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../test/fake-api';
import { publicBooking } from '../../test/public-place';
import { renderWithApp } from '../../test/render-with-app';
import { initTestI18n } from '../../test/test-i18n';
import { CheckInSection } from './check-in-section';

const TOKEN = 'm'.repeat(43);
const ENTRY_TOKEN = 'e'.repeat(43);
// Tuesday 1 December 2026, 09:00–09:15 in Vienna (UTC+1).
const booking = publicBooking('2026-12-01T08:00:00.000Z', '2026-12-01T08:15:00.000Z');

function Room() {
  return <p>Patientenraum {useLocation().search}</p>;
}

function renderSection() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/bookingflow/booking']}>
      <Routes>
        <Route
          path="/bookingflow/booking"
          element={<CheckInSection token={TOKEN} booking={booking} industry="medical" />}
        />
        <Route path="/waitingRoom/patientRoom" element={<Room />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => initTestI18n());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('checking in from the manage page', () => {
  it('says when check-in opens while it is more than 60 minutes before the start', () => {
    vi.setSystemTime(new Date('2026-12-01T06:30:00Z'));
    fakeApi(() => refusal(404, 'NOT_FOUND'));
    renderSection();
    expect(screen.getByRole('note').textContent).toBe(
      'Einchecken ist ab 08:00 möglich, 60 Minuten vor Ihrem Termin.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing of check-in on the days before the appointment', () => {
    vi.setSystemTime(new Date('2026-11-30T10:00:00Z'));
    fakeApi(() => refusal(404, 'NOT_FOUND'));
    renderSection();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('checks in with one tap inside the window and opens the patient room of the entry', async () => {
    vi.setSystemTime(new Date('2026-12-01T07:40:00Z'));
    const requests = fakeApi(({ method, path }) =>
      method === 'POST' && path === `/api/public/bookings/${TOKEN}/check-in`
        ? { status: 201, body: { success: true, entry: { id: 'e1', token: ENTRY_TOKEN }, data: 'bearer' } }
        : path === '/api/auth/user'
          ? { status: 200, body: { success: true, user: { id: 'u9', firstName: 'Anna', temporary: true } } }
          : refusal(404, 'NOT_FOUND'),
    );
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ich bin da – einchecken' }));
    expect(await screen.findByText(`Patientenraum ?entry=${ENTRY_TOKEN}`)).toBeTruthy();
    expect(requests).toContainEqual({
      method: 'POST',
      path: `/api/public/bookings/${TOKEN}/check-in`,
      body: { languageId: 'de' },
    });
  });

  it('says why when the server refuses (the window closed meanwhile)', async () => {
    vi.setSystemTime(new Date('2026-12-01T07:40:00Z'));
    fakeApi(() => refusal(422, 'CHECK_IN_CLOSED'));
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Ich bin da – einchecken' }));
    expect(await screen.findByText(/Einchecken ist für diesen Termin gerade nicht möglich/)).toBeTruthy();
  });
});
