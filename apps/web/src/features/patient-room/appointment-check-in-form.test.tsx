import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { AppointmentCheckInForm } from './appointment-check-in-form';

const CHECK_IN = '/api/public/businesses/abcdefghjk/check-in';
const TOKEN = 't'.repeat(43);
const checkedIn = {
  success: true,
  entry: { id: 'e1', token: TOKEN, firstName: 'Greta', status: 'checkIn' },
  data: 'temporary-user-token',
};

function renderForm(
  answer: (request: FakeRequest) => ReturnType<typeof refusal> | { status: number; body: object },
) {
  const requests = fakeApi(answer);
  renderWithApp(
    <MemoryRouter initialEntries={['/waitingRoom/patientnew?b=abcdefghjk']}>
      <Routes>
        <Route
          path="/waitingRoom/patientnew"
          element={<AppointmentCheckInForm publicId="abcdefghjk" industry="medical" />}
        />
        <Route path="/waitingRoom/patientRoom" element={<p>Im Wartezimmer</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { checkIns: () => requests.filter((request) => request.path === CHECK_IN) };
}

async function fillIn(fullName: string, birthdate: string) {
  if (fullName) await userEvent.type(screen.getByRole('textbox', { name: /Vor- und Nachname/ }), fullName);
  if (birthdate) await userEvent.type(screen.getByLabelText(/Geburtsdatum/), birthdate);
  await userEvent.click(screen.getByRole('button', { name: 'Einchecken' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('"I have an appointment" on the QR page', { timeout: 15_000 }, () => {
  it('needs the full name and the birth date before sending anything', async () => {
    const { checkIns } = renderForm(() => ({ status: 201, body: checkedIn }));
    await fillIn('Greta', '');
    expect(
      await screen.findByText(/vollständigen Namen ein, Vorname und Nachname/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(checkIns()).toEqual([]);
  });

  it('checks in by name and birth date and opens the patient room', async () => {
    const { checkIns } = renderForm(() => ({ status: 201, body: checkedIn }));
    await fillIn('Greta Gruber', '1975-09-30');
    expect(await screen.findByText('Im Wartezimmer')).toBeTruthy();
    expect(checkIns().map((request) => request.body)).toEqual([
      { fullName: 'Greta Gruber', birthdate: '1975-09-30', languageId: expect.any(String) },
    ]);
  });

  it('says plainly when no appointment matches', async () => {
    renderForm(() => refusal(422, 'NO_MATCHING_APPOINTMENT'));
    await fillIn('Greta Gruber', '1975-09-30');
    await waitFor(() =>
      expect(
        screen.getByText(/Wir finden heute keinen Termin mit diesem Namen und Geburtsdatum/),
      ).toBeTruthy(),
    );
  });
});
