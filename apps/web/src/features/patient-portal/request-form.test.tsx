import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Portal } from '../../lib/queries/patient-portal';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { RequestForm } from './request-form';

const portal = (rules: Partial<Portal['rules']> = {}): Portal => ({
  business: { name: 'Ordination Dr. Berger', phone: null, timeZone: 'Europe/Vienna' },
  patient: { firstName: 'Rosa', lastName: 'Rezeptler' },
  medications: [
    { name: 'Metformin', dose: '500 mg', note: null },
    { name: 'Ramipril', dose: null, note: null },
  ],
  requests: [],
  rules: {
    cutoff: '11:00',
    leadWorkingDays: 0,
    dailyLimit: 2,
    freeText: false,
    remainingToday: 2,
    readyBy: '2026-03-03',
    afterCutoff: true,
    ...rules,
  },
});

const created = {
  status: 201,
  body: {
    success: true,
    request: { id: 'r1', status: 'new', medications: ['Ramipril'], pickup: 'pharmacy', note: null },
  },
};

describe('the patient’s repeat-prescription form', () => {
  it('sends the ticked medications and the pickup, and says when it will be ready before sending', async () => {
    const requests = fakeApi(() => created);
    renderWithApp(<RequestForm target={{ token: 'tok' }} portal={portal()} readyDate="Dienstag, 3. März" />);
    expect(screen.getByTestId('ready-by').textContent).toContain('ab Dienstag, 3. März fertig');
    expect(screen.getByTestId('ready-by').textContent).toContain('bis 11:00 Uhr');
    const send = screen.getByRole('button', { name: 'Anfrage senden' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /Ramipril/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'An die Apotheke' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(send);
    await screen.findByText('Ihre Anfrage ist angekommen.');
    expect(requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/patient-portal/tok/prescription-requests',
      body: { medications: ['Ramipril'], pickup: 'pharmacy' },
    });
  });

  it('tells the patient the practice’s daily limit was reached', async () => {
    fakeApi(() => refusal(409, 'PRESCRIPTION_DAILY_LIMIT', { limit: '2' }));
    renderWithApp(
      <RequestForm target={{ token: 'tok' }} portal={portal({ freeText: true })} readyDate="morgen" />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /Metformin/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Ihre Nachricht/ }), 'Bitte auch Teststreifen');
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'so viele Anfragen gesendet, wie die Praxis pro Tag annimmt',
      ),
    );
  });

  it('offers no send button once today’s requests are used up', () => {
    fakeApi(() => created);
    renderWithApp(
      <RequestForm target={{ token: 'tok' }} portal={portal({ remainingToday: 0 })} readyDate="morgen" />,
    );
    expect(screen.queryByRole('button', { name: 'Anfrage senden' })).toBeNull();
    expect(screen.getByText(/keine weitere Anfrage/)).toBeTruthy();
  });
});
