import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { ErasePatientDialog } from './erase-patient-dialog';

const text = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'member', ...options });

const patient = {
  id: 'p1',
  firstName: 'Lena',
  lastName: 'Wagner',
  birthdate: null,
  phone: null,
  email: null,
  svnr: null,
  note: null,
  consent: { reminders: true, marketing: false, marketingAt: null },
  appointments: [],
  visits: [],
  counts: { visits: 0, appointments: 2, noShows: 0 },
};

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('erasing a patient', () => {
  it('offers to cancel the booked appointments with it when the server names them', async () => {
    const requests = fakeApi(({ method, path }) => {
      if (method !== 'DELETE') return { status: 404 };
      return path.endsWith('?cancelFuture=true')
        ? { status: 204 }
        : refusal(409, 'PATIENT_HAS_FUTURE_APPOINTMENTS', { appointments: '2' });
    });
    const erased: string[] = [];
    renderWithApp(
      <ErasePatientDialog
        businessId="b1"
        patient={patient}
        onClose={() => undefined}
        onErased={() => erased.push('p1')}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: text('patients.erase.confirm') }));
    expect(await screen.findByText(text('patients.erase.future', { count: 2 }))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: text('patients.erase.cancelAndErase') }));
    await waitFor(() => expect(erased).toEqual(['p1']));
    expect(requests.map((request) => request.path)).toEqual([
      '/api/businesses/b1/patients/p1',
      '/api/businesses/b1/patients/p1?cancelFuture=true',
    ]);
  });
});
