import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import type { Appointment } from '../../lib/queries/appointments';
import type { StaffEntry } from '../../lib/queries/queue';
import type { RealtimeOptions } from '../../lib/use-realtime';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffAppointment } from '../../test/staff-appointment';
import { staffBusiness } from '../../test/staff-business';
import { staffDoctor } from '../../test/staff-doctor';
import { staffEntry } from '../../test/staff-entry';
import { initTestI18n } from '../../test/test-i18n';
import { StartPage } from './start-page';

// The live connection stands still: the test plays the server's events through its handlers.
const sockets: RealtimeOptions[] = [];
vi.mock('../../lib/use-realtime', () => ({
  useRealtime: (options: RealtimeOptions) => {
    sockets.push(options);
    return { connected: true };
  },
}));

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return staffAppointment({
    title: 'Kontrolle',
    start: '2026-11-25T09:00:00Z',
    end: '2026-11-25T09:20:00Z',
    color: '#228be6',
    patient: { id: 'p9', firstName: 'Maria', lastName: 'Huber', birthdate: null, phone: null, email: null },
    ...overrides,
  });
}

interface Day {
  appointments: Appointment[];
  open: StaffEntry[];
  done: StaffEntry[];
  absences: ReturnType<typeof staffDoctor>['absences'];
}

let day: Day;

function serve() {
  return fakeApi(({ path }) => {
    const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });
    if (path === '/api/auth/user') return ok({ user: { id: 'u1', company: { id: 'b1', name: 'Praxis' } } });
    if (path === '/api/businesses/b1') return ok({ business: staffBusiness() });
    if (path.startsWith('/api/businesses/b1/appointments?')) return ok({ appointments: day.appointments });
    if (path === '/api/businesses/b1/doctors')
      return ok({ doctors: [staffDoctor({ absences: day.absences })] });
    if (path === '/api/businesses/b1/appointment-types') return ok({ appointmentTypes: [] });
    if (path.startsWith('/api/businesses/b1/queue?view=waiting'))
      return ok({ entries: day.open, total: day.open.length, nextCursor: null, version: 1 });
    if (path.startsWith('/api/businesses/b1/queue?view=today'))
      return ok({ entries: day.done, total: day.done.length, nextCursor: null, version: 1 });
    return { status: 404 };
  });
}

const renderPage = (industry = 'medical') =>
  renderWithApp(
    <MemoryRouter>
      <StartPage />
    </MemoryRouter>,
    { industry },
  );

beforeAll(() => initTestI18n());
beforeEach(() => {
  // 09:00 in Vienna on 25 November 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T08:00:00Z'));
  authStore.setToken('staff-token');
  sockets.length = 0;
  day = { appointments: [], open: [], done: [], absences: [] };
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  authStore.clear();
});

describe('the start page', () => {
  it("shows today's appointments by doctor, the queue, absences and no-shows", async () => {
    day.appointments = [
      appointment(),
      appointment({ id: 'a0', start: '2026-11-25T07:00:00Z', end: '2026-11-25T07:20:00Z' }),
      appointment({ id: 'a2', cancelled: true, patient: { ...appointment().patient, firstName: 'Storno' } }),
    ];
    day.open = [
      staffEntry({ id: 'e1', status: 'checkIn', createdAt: '2026-11-25T07:40:00Z' }),
      staffEntry({ id: 'e2', status: 'notHere', createdAt: '2026-11-25T07:50:00Z' }),
      staffEntry({
        id: 'e3',
        status: 'inTreatment',
        calledAt: '2026-11-25T07:55:00Z',
        patient: { ...staffEntry().patient, firstName: 'Karl', lastName: 'Gruber' },
      }),
    ];
    day.done = [
      staffEntry({ id: 'e4', status: 'done', outcome: 'noShow', finishedAt: '2026-11-25T07:30:00Z' }),
      staffEntry({ id: 'e5', status: 'done', outcome: 'treated' }),
    ];
    day.absences = [
      {
        id: 'x1',
        from: '2026-11-25',
        to: '2026-11-25',
        date: '2026-11-25',
        allDay: false,
        start: '13:00',
        end: '17:00',
        reason: 'Fortbildung',
      },
    ];
    serve();
    renderPage();

    const appointments = await screen.findByTestId('start-appointments');
    expect(within(appointments).getByText('Termine heute')).toBeTruthy();
    expect(within(appointments).getByText('Noch 1 heute')).toBeTruthy();
    expect(within(appointments).getByText('Dr. Berger')).toBeTruthy();
    expect(within(appointments).getByText('10:00')).toBeTruthy();
    expect(within(appointments).queryByText(/Storno/)).toBeNull();

    const queue = screen.getByTestId('start-queue');
    expect(within(queue).getByTestId('start-waiting').textContent).toBe('2');
    expect(within(queue).getByText('15 Min.')).toBeTruthy();
    expect(within(queue).getByText('20 Min.')).toBeTruthy();
    expect(within(queue).getByText('Karl Gruber')).toBeTruthy();

    expect(within(screen.getByTestId('start-absences')).getByText(/13:00–17:00/)).toBeTruthy();
    expect(within(screen.getByTestId('start-absences')).getByText(/Fortbildung/)).toBeTruthy();
    expect(within(screen.getByTestId('start-no-shows')).getByText('Anna Berger')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Patient:in am Empfang aufnehmen' }).getAttribute('href')).toBe(
      '/waitingRoom/room?add=1',
    );
  });

  it('offers an appointment that ended without a check-in as a no-show, one click', async () => {
    day.appointments = [
      appointment({
        id: 'a0',
        start: '2026-11-25T07:00:00Z',
        end: '2026-11-25T07:20:00Z',
        patient: { ...appointment().patient, firstName: 'Otto', lastName: 'Ohnezeit' },
      }),
      appointment(),
    ];
    const requests = serve();
    renderPage();
    const overdue = await screen.findByTestId('start-overdue');
    expect(within(overdue).getByText('Otto Ohnezeit')).toBeTruthy();
    expect(within(overdue).queryByText(/Maria Huber/)).toBeNull();
    within(overdue).getByRole('button', { name: 'Otto Ohnezeit als nicht erschienen markieren' }).click();
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/api/businesses/b1/appointments/a0/no-show')).toBe(
        true,
      ),
    );
  });

  it('says so on each card when the day is empty', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Heute keine Termine.')).toBeTruthy();
    expect(screen.getByText('Niemand wartet gerade.')).toBeTruthy();
    expect(screen.getByText('Gerade niemand in Behandlung.')).toBeTruthy();
    expect(screen.getByText('Heute sind alle da.')).toBeTruthy();
    expect(screen.getByText('Heute noch niemand.')).toBeTruthy();
  });

  it("speaks a restaurant's language: reservations, tables and guests", async () => {
    serve();
    renderPage('restaurant');
    expect(await screen.findByText('Heute keine Reservierungen.')).toBeTruthy();
    expect(screen.getByText('Reservierungen heute')).toBeTruthy();
    expect(screen.getByText('Heute ist kein Tisch gesperrt.')).toBeTruthy();
    expect(screen.getByText('Gesperrt heute')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gast ohne Reservierung aufnehmen' })).toBeTruthy();
  });

  it('shows a new booking and a new walk-in as soon as the server says so', async () => {
    serve();
    renderPage();
    await screen.findByText('Heute keine Termine.');
    day.appointments = [appointment()];
    const walkIn = staffEntry({ id: 'e7', status: 'checkIn', createdAt: '2026-11-25T07:58:00Z' });
    day.open = [walkIn];
    for (const socket of sockets) {
      socket.on['appointments:changed']?.({ businessId: 'b1' });
      socket.on['queue:changed']?.({ businessId: 'b1', version: 2, change: { entry: walkIn } });
    }
    await waitFor(() => expect(screen.getByText('Noch 1 heute')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('start-waiting').textContent).toBe('1'));
  });
});
