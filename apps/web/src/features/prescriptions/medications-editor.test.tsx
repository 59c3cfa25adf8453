import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { MedicationsEditor } from './medications-editor';

const list = [{ name: 'Metformin', dose: '500 mg', note: null }];

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('a patient’s long-term medications in /medis', () => {
  it('saves the edited list, a new row and the removal of a blank dose included', async () => {
    const requests = fakeApi(({ body }) => ({ status: 200, body: { success: true, medications: body } }));
    renderWithApp(<MedicationsEditor businessId="b1" patientId="p1" medications={list} editable />);
    await userEvent.click(screen.getByRole('button', { name: 'Medikament hinzufügen' }));
    const names = screen.getAllByRole('textbox', { name: /Medikament/ });
    await userEvent.type(names[1]!, 'Ramipril');
    await userEvent.click(screen.getByRole('button', { name: 'Liste speichern' }));
    await waitFor(() =>
      expect(requests.find((sent) => sent.method === 'PUT')).toMatchObject({
        path: '/api/businesses/b1/patients/p1/medications',
        body: [
          { name: 'Metformin', dose: '500 mg', note: null },
          { name: 'Ramipril', dose: null, note: null },
        ],
      }),
    );
  });

  it('asks for the name of a new row before anything is sent', async () => {
    const requests = fakeApi(() => ({ status: 200, body: { success: true, medications: [] } }));
    renderWithApp(<MedicationsEditor businessId="b1" patientId="p1" medications={list} editable />);
    await userEvent.click(screen.getByRole('button', { name: 'Medikament hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Liste speichern' }));
    await screen.findByText('Bitte den Namen des Medikaments eingeben.');
    expect(requests.some((sent) => sent.method === 'PUT')).toBe(false);
  });

  it('only shows the list to those who may not change it', () => {
    fakeApi(() => ({ status: 404 }));
    renderWithApp(<MedicationsEditor businessId="b1" patientId="p1" medications={list} editable={false} />);
    expect(screen.getByText('Metformin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Liste speichern' })).toBeNull();
    expect(screen.getByText('Nur Ärzt:innen ändern die Dauermedikation.')).toBeTruthy();
  });
});
