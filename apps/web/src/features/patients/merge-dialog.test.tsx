import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffUser } from '../../test/staff-user';
import { DuplicatesDialog } from './duplicates-dialog';

const text = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'member', ...options });

const patient = (id: string, firstName: string, phone: string | null) => ({
  id,
  firstName,
  lastName: 'Müller',
  birthdate: '1975-11-30',
  phone,
  email: null,
  svnr: null,
  lastVisitAt: null,
  nextAppointmentAt: null,
  noShowCount: 0,
});
const pair = {
  reason: 'nameAndBirthdate',
  patients: [patient('p1', 'Josef', '+43 1 234'), patient('p2', 'Josef', null)],
};
const record = (id: string) => ({
  ...patient(id, 'Josef', '+43 1 234'),
  note: null,
  consent: { reminders: true, marketing: false, marketingAt: null },
  appointments: [],
  visits: [],
  counts: { visits: 0, appointments: 0, noShows: 0 },
});

function serve(mergeAnswer: 'ok' | 'refused' = 'ok') {
  return fakeApi(({ method, path }) => {
    const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });
    if (path === '/api/auth/user') return ok({ user: staffUser('reception') });
    if (path === '/api/businesses/b1/patients/duplicates') return ok({ pairs: [pair] });
    if (method === 'POST' && path.endsWith('/merge'))
      return mergeAnswer === 'ok' ? ok({ patient: record('p2') }) : refusal(404, 'NOT_FOUND');
    return { status: 404 };
  });
}

const renderDialog = (merged: string[] = []) =>
  renderWithApp(
    <MemoryRouter>
      <DuplicatesDialog businessId="b1" onClose={() => undefined} onMerged={(id) => merged.push(id)} />
    </MemoryRouter>,
  );

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('merging possible duplicates', () => {
  it('lists each likely pair with the reason it was suggested', async () => {
    serve();
    renderDialog();
    expect(await screen.findByText(text('patients.duplicates.reason.nameAndBirthdate'))).toBeTruthy();
  });

  it('shows both records side by side and merges the other one into the record staff keep', async () => {
    const requests = serve();
    const merged: string[] = [];
    renderDialog(merged);
    await userEvent.click(
      await screen.findByRole('button', {
        name: text('patients.merge.named', { first: 'Josef Müller', second: 'Josef Müller' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: text('patients.merge.title') });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(2);
    // Both phone numbers are on screen to compare: one record has one, the other none.
    expect(within(dialog).getByText('+43 1 234')).toBeTruthy();
    await userEvent.click(choices[1] as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: text('patients.merge.confirm') }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: '/api/businesses/b1/patients/p1/merge',
        body: { intoPatientId: 'p2' },
      }),
    );
    await waitFor(() => expect(merged).toEqual(['p2']));
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    serve('refused');
    renderDialog();
    await userEvent.click(
      await screen.findByRole('button', {
        name: text('patients.merge.named', { first: 'Josef Müller', second: 'Josef Müller' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: text('patients.merge.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: text('patients.merge.confirm') }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });
});
