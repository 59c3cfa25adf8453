import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffDoctor } from '../../test/staff-doctor';
import { TypeFormDialog } from './type-form-dialog';

const text = (key: string, industry = 'medical') => i18n.t(key, { ns: industry, context: industry });
const berger = staffDoctor();
const huber = staffDoctor({ id: 'd2', name: 'Dr. Huber' });
const checkup = {
  id: 't1',
  title: 'Kontrolle',
  description: null,
  durationMinutes: 15,
  color: '#4caf50',
  doctorIds: ['d1'],
  bookingRules: {},
};

async function fillTitle(title: string) {
  await userEvent.type(
    screen.getByRole('textbox', { name: new RegExp(text('appointmentTypes.titleLabel')) }),
    title,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the appointment type form', () => {
  it.each(['medical', 'restaurant'])(
    'asks in %s words for at least one who offers the type, before sending anything',
    async (industry) => {
      const requests = fakeApi(() => ({ status: 500 }));
      renderWithApp(
        <TypeFormDialog businessId="b1" type={null} doctors={[berger, huber]} onClose={() => {}} />,
        {
          industry,
        },
      );
      await fillTitle('Kontrolle');
      await userEvent.click(screen.getByRole('button', { name: text('doctorsPage.typesAdd', industry) }));
      expect(await screen.findByText(text('doctorsPage.typesDoctorsRequired', industry))).toBeTruthy();
      // Focus goes to the list it refused, so a keyboard user can tick someone at once.
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Dr. Berger' }));
      expect(requests).toEqual([]);
    },
  );

  it('words the missing resource differently for a practice and a restaurant', () => {
    expect(text('doctorsPage.typesDoctorsRequired', 'medical')).not.toBe(
      text('doctorsPage.typesDoctorsRequired', 'restaurant'),
    );
  });

  it('offers a new type by the only doctor without asking, and sends it', async () => {
    const requests = fakeApi(() => ({ status: 201, body: { success: true, appointmentType: checkup } }));
    const onClose = vi.fn();
    renderWithApp(<TypeFormDialog businessId="b1" type={null} doctors={[berger]} onClose={onClose} />);
    await fillTitle(' Kontrolle ');
    await userEvent.click(screen.getByRole('button', { name: text('doctorsPage.typesAdd') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/businesses/b1/appointment-types',
        body: {
          title: 'Kontrolle',
          durationMinutes: 30,
          color: expect.any(String),
          doctorIds: ['d1'],
          bookingRules: {},
        },
      },
    ]);
  });

  it('says at the duration that the shared schema refuses it', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderWithApp(<TypeFormDialog businessId="b1" type={checkup} doctors={[berger]} onClose={() => {}} />);
    const duration = screen.getByRole('spinbutton', {
      name: new RegExp(text('appointmentTypes.durationLabel')),
    });
    await userEvent.clear(duration);
    await userEvent.type(duration, '3');
    await userEvent.click(screen.getByRole('button', { name: text('schedule.save') }));
    expect(await screen.findByText(text('validation.durationTooShort'))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('shows the server’s refusal of the doctor list under the list, in the same words', async () => {
    fakeApi(() => refusal(400, 'VALIDATION', { doctorIds: 'doctorsRequired' }));
    renderWithApp(
      <TypeFormDialog businessId="b1" type={checkup} doctors={[berger, huber]} onClose={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: text('schedule.save') }));
    expect(await screen.findByText(text('doctorsPage.typesDoctorsRequired'))).toBeTruthy();
  });

  it('says under the list when a chosen doctor no longer exists', async () => {
    fakeApi(() => refusal(422, 'UNKNOWN_DOCTOR', { doctorIds: 'unknownDoctor' }));
    renderWithApp(
      <TypeFormDialog businessId="b1" type={checkup} doctors={[berger, huber]} onClose={() => {}} />,
    );
    await userEvent.click(screen.getByRole('button', { name: text('schedule.save') }));
    expect(await screen.findByText(text('errors.UNKNOWN_DOCTOR'))).toBeTruthy();
  });

  it('says above the form that a doctor must exist first', async () => {
    fakeApi(() => refusal(422, 'NO_DOCTORS'));
    renderWithApp(<TypeFormDialog businessId="b1" type={null} doctors={[]} onClose={() => {}} />);
    await fillTitle('Kontrolle');
    await userEvent.click(screen.getByRole('button', { name: text('doctorsPage.typesAdd') }));
    expect((await screen.findByRole('alert')).textContent).toContain(text('errors.NO_DOCTORS'));
  });
});
