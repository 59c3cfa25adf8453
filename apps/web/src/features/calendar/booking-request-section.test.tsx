import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffAppointment } from '../../test/staff-appointment';
import { BookingRequestSection } from './booking-request-section';

const request = staffAppointment({ confirmation: 'requested' });

afterEach(() => vi.unstubAllGlobals());

describe('a booking request in the appointment details', () => {
  it('lets staff confirm it and shows the answer', async () => {
    const requests = fakeApi(() => ({
      status: 200,
      body: { success: true, appointment: { ...request, confirmation: 'confirmed' } },
    }));
    const onAnswered = vi.fn();
    renderWithApp(<BookingRequestSection businessId="b1" appointment={request} onAnswered={onAnswered} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Bestätigen' }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith({ ...request, confirmation: 'confirmed' }));
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/businesses/b1/appointments/a1/confirm' });
  });

  it('offers nothing for a booking that is no open request', () => {
    fakeApi(() => ({ status: 500 }));
    renderWithApp(
      <BookingRequestSection
        businessId="b1"
        appointment={{ ...request, confirmation: 'confirmed' }}
        onAnswered={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Ablehnen' })).toBeNull();
  });
});
