import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { initTestI18n } from '../../test/test-i18n';
import { KioskPage } from './kiosk-page';

const TOKEN = 'k'.repeat(43);
const KIOSK = `/api/public/kiosks/${TOKEN}`;
const place = { name: 'Ordination Dr. Berger', industry: 'medical', colorTheme: 'default' };
const entry = { id: 'e1', firstName: 'Karla', ticket: 'K. K.', ahead: 2, status: 'notHere' };

function serve(
  answer: (request: FakeRequest) => ReturnType<typeof refusal> | { status: number; body: object },
) {
  return fakeApi((request) => {
    if (request.path === KIOSK) return { status: 200, body: { success: true, place } };
    return answer(request);
  });
}

function renderKiosk() {
  return renderWithApp(
    <MemoryRouter initialEntries={[`/kiosk/${TOKEN}`]}>
      <Routes>
        <Route path="/kiosk/:token" element={<KioskPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => initTestI18n());

describe('the kiosk', () => {
  it('registers a walk-in, asks for the birth date when the name is taken, and shows the ticket', async () => {
    const requests = serve((request) => {
      const body = request.body as { birthdate?: string };
      if (request.path !== `${KIOSK}/queue`) return refusal(404, 'NOT_FOUND');
      if (!body.birthdate) return refusal(409, 'BIRTHDATE_REQUIRED');
      return { status: 201, body: { success: true, entry } };
    });
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: 'Ohne Termin anmelden' }));
    await userEvent.type(screen.getByLabelText(/Vor- und Nachname/), 'Karla Kern');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    const birthdate = await screen.findByLabelText(/Geburtsdatum/);
    await userEvent.type(birthdate, '1990-04-03');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByTestId('kiosk-ticket-number')).textContent).toBe('K. K.');
    expect(screen.getByText('Vor Ihnen warten 2 Personen.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      { fullName: 'Karla Kern', languageId: 'de' },
      { fullName: 'Karla Kern', birthdate: '1990-04-03', languageId: 'de' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Fertig' }));
    expect(await screen.findByRole('button', { name: 'Ich habe einen Termin' })).toBeTruthy();
  });

  it('checks in by name and birth date and shows a refusal that names no one', async () => {
    serve((request) =>
      request.path === `${KIOSK}/check-in`
        ? refusal(422, 'NO_MATCHING_APPOINTMENT')
        : refusal(404, 'NOT_FOUND'),
    );
    renderKiosk();
    await userEvent.click(await screen.findByRole('button', { name: 'Ich habe einen Termin' }));
    await userEvent.type(screen.getByLabelText(/Vor- und Nachname/), 'Anna Berger');
    await userEvent.type(screen.getByLabelText(/Geburtsdatum/), '1985-06-15');
    await userEvent.click(screen.getByRole('button', { name: 'Einchecken' }));
    expect(
      await screen.findByText(/Wir finden heute keinen Termin mit diesem Namen und Geburtsdatum/),
    ).toBeTruthy();
  });

  it('starts over when a form is left alone for a minute, forgetting what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      serve(() => refusal(404, 'NOT_FOUND'));
      renderKiosk();
      await user.click(await screen.findByRole('button', { name: 'Ohne Termin anmelden' }));
      await user.type(screen.getByLabelText(/Vor- und Nachname/), 'Weg Gegangen');
      await act(async () => vi.advanceTimersByTime(61_000));
      await user.click(screen.getByRole('button', { name: 'Ohne Termin anmelden' }));
      expect((screen.getByLabelText(/Vor- und Nachname/) as HTMLInputElement).value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when its link was revoked', async () => {
    fakeApi(() => refusal(404, 'NOT_FOUND'));
    renderKiosk();
    expect(await screen.findByText(/Dieser Kiosk-Link gilt nicht mehr/)).toBeTruthy();
  });
});
