import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '../../lib/queries/appointments';
import type { StaffEntry } from '../../lib/queries/queue';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffAppointment } from '../../test/staff-appointment';
import { staffDoctor } from '../../test/staff-doctor';
import { staffEntry } from '../../test/staff-entry';
import { initTestI18n } from '../../test/test-i18n';
import { TodaysAppointmentsList } from './todays-appointments-list';

/** Maria Huber's check-up at 10:00 in Vienna on 25 November 2026, with Dr. Berger (d1). */
const appointment = (changes: Partial<Appointment> = {}) =>
  staffAppointment({
    start: '2026-11-25T09:00:00Z',
    end: '2026-11-25T09:20:00Z',
    patient: { id: 'p1', firstName: 'Maria', lastName: 'Huber', birthdate: null, phone: null, email: null },
    ...changes,
  });

let appointments: Appointment[];
let today: StaffEntry[];

/** The server of a practice whose appointments of today are `appointments`; a check-in adds an entry. */
function serve() {
  return fakeApi(({ method, path }) => {
    const ok = (body: object, status = 200) => ({ status, body: { success: true, ...body } });
    if (method === 'POST' && path === '/api/businesses/b1/appointments/a1/check-in') {
      const entry = staffEntry({ id: 'e9', status: 'checkIn', appointmentId: 'a1' });
      today = [...today, entry];
      return ok({ entry }, 201);
    }
    if (path.startsWith('/api/businesses/b1/appointments?')) return ok({ appointments });
    if (path === '/api/businesses/b1/doctors')
      return ok({ doctors: [staffDoctor({ id: 'd1', name: 'Dr. Berger' })] });
    if (path.startsWith('/api/businesses/b1/queue?view=today'))
      return ok({ entries: today, total: today.length, nextCursor: null, version: 1 });
    return { status: 404 };
  });
}

beforeAll(() => initTestI18n());
beforeEach(() => {
  // 09:00 in Vienna on 25 November 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
  today = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the waiting room’s appointments of today', () => {
  it('lists who is still expected, not those checked in or cancelled, and checks one in with a click', async () => {
    appointments = [
      appointment(),
      appointment({
        id: 'a2',
        start: '2026-11-25T08:30:00Z',
        patient: { ...appointment().patient, id: 'p2', firstName: 'Jonas', lastName: 'Gruber' },
      }),
      appointment({
        id: 'a3',
        cancelled: true,
        patient: { ...appointment().patient, id: 'p3', firstName: 'Storno', lastName: 'Weg' },
      }),
    ];
    today = [staffEntry({ id: 'e1', appointmentId: 'a2', status: 'checkIn' })];
    const requests = serve();
    renderWithApp(<TodaysAppointmentsList businessId="b1" timeZone="Europe/Vienna" />);

    const list = within(await screen.findByRole('region', { name: 'Heute erwartet: 1 Termin' }));
    expect(list.getByText(/Maria Huber/).textContent).toContain('Kontrolle · Dr. Berger');
    expect(list.queryByText(/Jonas Gruber/)).toBeNull();
    expect(list.queryByText(/Storno/)).toBeNull();

    await userEvent.click(list.getByRole('button', { name: 'Maria Huber einchecken' }));
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/api/businesses/b1/appointments/a1/check-in',
      body: undefined,
    });
    // Checked in: the list asks again and has nobody left to expect.
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('speaks of reservations and tables in a restaurant', async () => {
    appointments = [appointment({ title: 'Abendessen', doctorId: 'd1' })];
    serve();
    renderWithApp(<TodaysAppointmentsList businessId="b1" timeZone="Europe/Vienna" />, {
      industry: 'restaurant',
    });
    const list = within(await screen.findByRole('region', { name: 'Heute erwartet: 1 Reservierung' }));
    expect(list.getByRole('button', { name: 'Maria Huber ist angekommen' })).toBeTruthy();
  });
});
