import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffAbsence, staffDoctor } from '../../test/staff-doctor';
import { AbsencesDialog } from './absences-dialog';

afterEach(() => vi.unstubAllGlobals());

const absence = staffAbsence();
const booked = {
  id: 'a1',
  title: 'Kontrolle',
  start: '2026-07-08T07:00:00.000Z',
  end: '2026-07-08T07:30:00.000Z',
  patient: { id: 'p1', firstName: 'Lea', lastName: 'Huber' },
};

function server({ method, path }: FakeRequest) {
  if (method === 'POST' && path.endsWith('/absences'))
    return { status: 201, body: { success: true, absence } };
  if (path.endsWith('/absences/ab1/appointments'))
    return { status: 200, body: { success: true, appointments: [booked] } };
  if (path.endsWith('/cancel-appointments')) return { status: 200, body: { success: true, cancelled: 1 } };
  if (path === '/api/businesses/b1')
    return { status: 200, body: { success: true, business: { id: 'b1', timeZone: 'Europe/Vienna' } } };
  return { status: 200, body: { success: true, doctors: [] } };
}

describe('recording an absence', () => {
  it('sends the first and last day, lists the appointments booked in it and cancels them on request', async () => {
    const requests = fakeApi(server);
    renderWithApp(<AbsencesDialog businessId="b1" doctor={staffDoctor()} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Erster Tag/), { target: { value: '2026-07-06' } });
    fireEvent.change(screen.getByLabelText(/Letzter Tag/), { target: { value: '2026-07-17' } });
    await userEvent.click(screen.getByRole('button', { name: 'Eintragen' }));
    expect(await screen.findByText(/Lea Huber · Kontrolle/)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      from: '2026-07-06',
      to: '2026-07-17',
      allDay: true,
    });
    await userEvent.click(screen.getByRole('button', { name: /Absagen und Patienten benachrichtigen/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith('/absences/ab1/cancel-appointments'))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(screen.queryByText(/Lea Huber/)).toBeNull());
  });

  it('refuses a last day before the first before sending anything', async () => {
    const requests = fakeApi(server);
    renderWithApp(<AbsencesDialog businessId="b1" doctor={staffDoctor()} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Erster Tag/), { target: { value: '2026-07-17' } });
    fireEvent.change(screen.getByLabelText(/Letzter Tag/), { target: { value: '2026-07-06' } });
    await userEvent.click(screen.getByRole('button', { name: 'Eintragen' }));
    expect(await screen.findByText('Der letzte Tag darf nicht vor dem ersten Tag liegen.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
