import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppointmentTypes } from '../../lib/queries/appointment-types';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { SetupTypeStep } from './setup-type-step';

/** The types' list as the setup watches it (use-setup-step.ts). */
function TypesList() {
  useAppointmentTypes('b1');
  return null;
}

const checkup = {
  id: 't1',
  title: 'Untersuchung',
  description: null,
  durationMinutes: 15,
  color: '#4caf50',
  doctorIds: ['d1'],
};

afterEach(() => vi.unstubAllGlobals());

describe('the setup’s appointment type step', () => {
  it('creates the suggested type for every doctor, ends the setup and only then fetches the types again', async () => {
    const requests = fakeApi(({ method }) =>
      method === 'POST'
        ? { status: 201, body: { success: true, appointmentType: checkup } }
        : { status: 200, body: { success: true, appointmentTypes: [] } },
    );
    // Fetched before the end, the types would mark the setup done and flash another business's form.
    let sentAtTheEnd: string[] = [];
    const onDone = vi.fn(() => {
      sentAtTheEnd = requests.map(({ method }) => method);
    });
    renderWithApp(
      <>
        <TypesList />
        <SetupTypeStep businessId="b1" industry="medical" doctorIds={['d1']} onDone={onDone} />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fertigstellen' }));
    await waitFor(() => expect(requests.map(({ method }) => method)).toEqual(['GET', 'POST', 'GET']));
    expect(sentAtTheEnd).toEqual(['GET', 'POST']);
    expect(requests[1]).toEqual({
      method: 'POST',
      path: '/api/businesses/b1/appointment-types',
      body: { title: 'Untersuchung', durationMinutes: 15, color: '#4caf50', doctorIds: ['d1'] },
    });
  });

  it('says at the duration that the shared schema refuses it, without sending', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderWithApp(<SetupTypeStep businessId="b1" industry="medical" doctorIds={['d1']} onDone={() => {}} />);
    const duration = await screen.findByRole('spinbutton', { name: /Dauer/ });
    await userEvent.clear(duration);
    await userEvent.type(duration, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Fertigstellen' }));
    await waitFor(() => expect(duration.getAttribute('aria-invalid')).toBe('true'));
    expect(requests).toEqual([]);
  });
});
