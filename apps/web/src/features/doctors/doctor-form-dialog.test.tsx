import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffDoctor } from '../../test/staff-doctor';
import { DoctorFormDialog } from './doctor-form-dialog';

const doctor = staffDoctor();

afterEach(() => vi.unstubAllGlobals());

describe('the doctor form', () => {
  it('asks for the name and specialty in the practice’s words before sending anything', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderWithApp(<DoctorFormDialog businessId="b1" doctor={null} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /hinzufügen/ }));
    expect(await screen.findByText('Bitte gib den Namen der Ärztin oder des Arztes ein')).toBeTruthy();
    expect(screen.getByText('Bitte gib das Fachgebiet ein')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('sends a table’s seats as a number and closes once saved', async () => {
    const requests = fakeApi(({ body }) => ({
      status: 201,
      body: { success: true, doctor: { ...doctor, ...(body as object), id: 't1' } },
    }));
    const onClose = vi.fn();
    renderWithApp(<DoctorFormDialog businessId="b1" doctor={null} onClose={onClose} />, {
      industry: 'restaurant',
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Tischname/ }), ' Tisch 4 ');
    await userEvent.type(screen.getByRole('spinbutton'), '6');
    await userEvent.click(screen.getByRole('button', { name: /hinzufügen/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      { method: 'POST', path: '/api/businesses/b1/doctors', body: { name: 'Tisch 4', partySize: 6 } },
    ]);
  });

  it('shows the server’s refusal at the field it names', async () => {
    fakeApi(() => refusal(422, 'SPECIALTY_REQUIRED'));
    renderWithApp(<DoctorFormDialog businessId="b1" doctor={doctor} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const specialty = await screen.findByRole('textbox', { name: /Fachgebiet/ });
    await waitFor(() => expect(specialty.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Bitte gib das Fachgebiet ein')).toBeTruthy();
  });
});
