import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { PatientDataSection } from './patient-data-section';

const text = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'patientData', ...options });
const path = '/api/public/bookings/t0k3n/erasure-request';
const open = {
  status: 'open',
  requestedAt: '2026-11-25T08:00:00.000Z',
  dueAt: '2026-12-25T08:00:00.000Z',
  decidedAt: null,
  declineReason: null,
};

function serve(current: object | null) {
  return fakeApi(({ method, path: requested }) => {
    if (requested !== path) return { status: 404 };
    if (method === 'POST') return { status: 201, body: { success: true, request: open } };
    return { status: 200, body: { success: true, request: current } };
  });
}

const renderSection = () =>
  renderWithApp(<PatientDataSection token="t0k3n" businessName="Ordination Dr. Berger" industry="medical" />);

describe('a patient’s data on the manage page', () => {
  it('links the JSON download and the readable page in the patient’s language', async () => {
    serve(null);
    renderSection();
    expect((await screen.findByRole('link', { name: text('downloadJson') })).getAttribute('href')).toBe(
      '/api/public/bookings/t0k3n/my-data',
    );
    expect(screen.getByRole('link', { name: text('readable') }).getAttribute('href')).toBe(
      '/api/public/bookings/t0k3n/my-data.html?lang=de',
    );
  });

  it('asks before it requests erasure, then says when it will be done', async () => {
    const requests = serve(null);
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: text('erase.button') }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text('erase.confirm') }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'POST', path, body: undefined }));
    expect(await screen.findByText(/25\. Dezember 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: text('erase.button') })).toBeNull();
  });

  it('shows the reason when the business declined the request', async () => {
    serve({ ...open, status: 'declined', declineReason: 'Aufbewahrungspflicht (10 Jahre)' });
    renderSection();
    expect(
      await screen.findByText(text('erase.declined', { reason: 'Aufbewahrungspflicht (10 Jahre)' })),
    ).toBeTruthy();
  });
});
