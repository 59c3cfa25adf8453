import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffDoctor } from '../../test/staff-doctor';
import { AppointmentFormDialog } from './appointment-form-dialog';
import { AvailabilityWarningModal } from './availability-warning-modal';

afterEach(() => vi.unstubAllGlobals());

const type: AppointmentType = {
  id: 'ty1',
  title: 'Kontrolle',
  description: null,
  durationMinutes: 30,
  color: '#2196F3',
  doctorIds: ['d1'],
} as AppointmentType;

function renderForm(onCreated = vi.fn()) {
  renderWithApp(
    <AppointmentFormDialog
      businessId="b1"
      timeZone="Europe/Vienna"
      doctors={[staffDoctor()]}
      types={[type]}
      doctorId="d1"
      wallStart={new Date('2026-07-08T09:00:00Z')}
      onClose={() => {}}
      onCreated={onCreated}
    />,
  );
  return onCreated;
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Lea');
  await userEvent.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Huber');
  await userEvent.type(screen.getByRole('textbox', { name: /Telefon/ }), '0664 1234567');
  await userEvent.click(screen.getByRole('button', { name: 'Termin anlegen' }));
}

describe('the warning before booking outside availability', () => {
  it('names the absent doctor, and "Book anyway" sends the booking again with override', async () => {
    const requests = fakeApi(({ body }) =>
      (body as { override?: boolean }).override
        ? { status: 201, body: { success: true, appointment: { id: 'a1', patient: { id: 'p1' } } } }
        : refusal(409, 'OUTSIDE_AVAILABILITY', { start: 'absence' }),
    );
    const onCreated = renderForm();
    await fillAndSubmit();
    expect(await screen.findByText('Dr. Berger ist zu dieser Zeit abwesend.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Trotzdem buchen' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(requests).toHaveLength(2);
    expect(requests[0]?.body).not.toHaveProperty('override');
    expect(requests[1]?.body).toMatchObject({ override: true, firstName: 'Lea', doctorId: 'd1' });
  });

  it('"Cancel" books nothing', async () => {
    const requests = fakeApi(() => refusal(409, 'OUTSIDE_AVAILABILITY', { start: 'outsideHours' }));
    const onCreated = renderForm();
    await fillAndSubmit();
    expect(
      await screen.findByText('Diese Zeit liegt außerhalb der Arbeitszeit von Dr. Berger.'),
    ).toBeTruthy();
    const warning = screen.getByRole('dialog', { name: 'Trotzdem buchen?' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByText('Trotzdem buchen')).toBeNull());
    expect(requests).toHaveLength(1);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says when the time is in the past, in the restaurant’s words for guests', async () => {
    renderWithApp(
      <AvailabilityWarningModal
        problem="past"
        doctorName="Tisch 1"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
      { industry: 'restaurant' },
    );
    expect(await screen.findByText('Diese Zeit liegt in der Vergangenheit.')).toBeTruthy();
    expect(screen.getByText(/Gäste können diese Zeit online nicht reservieren/)).toBeTruthy();
  });
});
