import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { BookingRequestSection } from './booking-request-section';

const request: Appointment = {
  id: 'a1',
  title: 'Kontrolle',
  start: '2026-12-01T08:00:00.000Z',
  end: '2026-12-01T08:30:00.000Z',
  typeId: 't1',
  doctorId: 'd1',
  color: '#2196f3',
  note: null,
  partySize: null,
  cancelled: false,
  patient: { id: 'p1', firstName: 'Eva', lastName: 'Huber', birthdate: null, phone: '+43 1', email: null },
  changedBy: null,
  bookedOnline: true,
  newContact: null,
  confirmation: 'requested',
  series: null,
  availabilityOverridden: false,
};

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
