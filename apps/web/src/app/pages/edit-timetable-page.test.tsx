import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimetablePage } from '../../features/timetable/timetable-page';
import { authStore } from '../../lib/auth-store';
import type { Timetable } from '../../lib/queries/timetable';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffDoctor } from '../../test/staff-doctor';
import { initTestI18n } from '../../test/test-i18n';
import { EditTimetablePage } from './edit-timetable-page';

const DATES = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];
const worked = (date: string) => ({
  date,
  hours: date < '2026-11-28' ? [{ start: '08:00', end: '12:00' }] : [],
  exception: false,
  absences: [],
});

function week(): Timetable {
  return {
    from: DATES[0]!,
    to: DATES[6]!,
    today: '2026-11-25',
    doctors: [
      {
        id: 'd1',
        name: 'Dr. Berger',
        workingTimes: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '12:00' })),
        days: DATES.map((date) =>
          date === '2026-11-26'
            ? { date, hours: [{ start: '10:00', end: '11:00' }], exception: true, absences: [] }
            : worked(date),
        ),
      },
    ],
    members: [
      {
        userId: 'u1',
        firstName: 'Anna',
        lastName: 'Huber',
        role: 'owner',
        shifts: [],
        days: DATES.map((date) => ({ date, hours: [], exception: false })),
      },
    ],
  };
}

let requests: FakeRequest[];
beforeAll(() => initTestI18n());
beforeEach(() => {
  authStore.setToken('staff-token');
  requests = fakeApi(({ method, path }) => {
    const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });
    if (path === '/api/auth/user') return ok({ user: { id: 'u1', company: { id: 'b1', name: 'Praxis' } } });
    if (path.startsWith('/api/businesses/b1/timetable')) return ok({ timetable: week() });
    if (path === '/api/businesses/b1/doctors') return ok({ doctors: [staffDoctor()] });
    if (method === 'PUT' && path.startsWith('/api/businesses/b1/doctors/d1/exceptions/'))
      return { status: 204 };
    return { status: 404 };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.clear();
});

const render = (page: 'view' | 'edit', industry = 'medical') =>
  renderWithApp(<MemoryRouter>{page === 'view' ? <TimetablePage /> : <EditTimetablePage />}</MemoryRouter>, {
    industry,
  });

describe('the timetable', () => {
  it('shows the week with today marked, a changed date and the staff, in a restaurant’s words', async () => {
    render('view', 'restaurant');
    const grid = await screen.findByTestId('timetable-grid');
    expect(within(grid).getByRole('columnheader', { current: 'date' }).textContent).toContain('Heute');
    expect(within(grid).getByText('Tische')).toBeTruthy();
    const row = screen.getByTestId('timetable-row-d1');
    expect(row.textContent).toContain('10:00–11:00');
    expect(row.textContent).toContain('geändert');
    expect(row.textContent).toContain('nicht reservierbar');
    // A member's free day is "frei", not the table's "nicht reservierbar".
    expect(screen.getByTestId('timetable-row-u1').textContent).toContain('frei');
  });

  it('takes a doctor’s day off from its date on the edit page', async () => {
    const user = userEvent.setup();
    render('edit');
    await user.click(
      await screen.findByRole('button', { name: 'Dr. Berger am Freitag, 27. November ändern' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('switch', { name: 'Arbeitet an diesem Tag nicht' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        path: '/api/businesses/b1/doctors/d1/exceptions/2026-11-27',
        body: { hours: [] },
      }),
    );
  });

  it('refuses overlapping hours at the field, before anything is sent', async () => {
    const user = userEvent.setup();
    render('edit');
    await user.click(
      await screen.findByRole('button', { name: 'Dr. Berger am Freitag, 27. November ändern' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Zeit hinzufügen' }));
    const ends = within(dialog).getAllByLabelText(/^Bis/);
    const starts = within(dialog).getAllByLabelText(/^Von/);
    await user.clear(starts[1]!);
    await user.type(starts[1]!, '11:00');
    await user.clear(ends[1]!);
    await user.type(ends[1]!, '14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText(
        'Diese Zeit überschneidet sich mit einer anderen Zeit desselben Tages.',
      ),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });
});
