import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import type { PrescriptionRequest } from '../../lib/queries/prescriptions';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffUser } from '../../test/staff-user';
import { RequestDetail } from './request-detail';

const request = (status: PrescriptionRequest['status']): PrescriptionRequest => ({
  id: 'r1',
  status,
  medications: ['Metformin'],
  pickup: 'desk',
  note: null,
  readyBy: '2026-03-03',
  declineReason: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
  patientId: 'p1',
  patient: { id: 'p1', firstName: 'Rosa', lastName: 'Rezeptler', birthdate: '1951-05-17' },
  source: 'link',
  history: [{ status: 'new', at: '2026-03-02T09:00:00.000Z', reason: null }],
});

function serve(role: BusinessRole) {
  return fakeApi(({ method, path, body }) => {
    if (path === '/api/auth/user') return { status: 200, body: { success: true, user: staffUser(role) } };
    if (method === 'PATCH')
      return { status: 200, body: { success: true, request: { ...request('new'), ...(body as object) } } };
    return { status: 404 };
  });
}

const show = (status: PrescriptionRequest['status']) =>
  renderWithApp(
    <MemoryRouter>
      <RequestDetail businessId="b1" request={request(status)} timeZone="Europe/Vienna" />
    </MemoryRouter>,
  );

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('a repeat-prescription request in /medis', () => {
  it('lets a doctor approve a new request, and not the desk, who is told why', async () => {
    serve('reception');
    show('new');
    await screen.findByText('Freigeben und ablehnen dürfen nur Ärzt:innen.');
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ablehnen' })).toBeNull();
  });

  it('lets the desk make an approved request ready', async () => {
    const requests = serve('reception');
    show('inProgress');
    await userEvent.click(await screen.findByRole('button', { name: 'Als fertig markieren' }));
    await waitFor(() =>
      expect(requests.find((sent) => sent.method === 'PATCH')).toMatchObject({
        path: '/api/businesses/b1/prescription-requests/r1',
        body: { status: 'ready' },
      }),
    );
  });

  it('asks a doctor for the reason before a decline goes out', async () => {
    const requests = serve('practitioner');
    show('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    expect(requests.some((sent) => sent.method === 'PATCH')).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /Begründung/ }), 'Bitte zur Kontrolle kommen');
    await userEvent.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    await waitFor(() =>
      expect(requests.find((sent) => sent.method === 'PATCH')?.body).toEqual({
        status: 'declined',
        reason: 'Bitte zur Kontrolle kommen',
      }),
    );
  });
});
