import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffDoctor } from '../../test/staff-doctor';
import { AppointmentFormDialog } from './appointment-form-dialog';

const text = (key: string, values: object = {}) => i18n.t(key, { ns: 'calendar', ...values });
const physio = {
  id: 't1',
  title: 'Physio',
  description: null,
  durationMinutes: 30,
  color: '#228be6',
  doctorIds: ['d1'],
  bookingRules: {},
};
const SERIES = '/api/businesses/b1/appointments/series';
const instance = (index: number, conflict: string | null = null) => ({
  index,
  start: `2099-12-0${index}T09:00:00.000Z`,
  end: `2099-12-0${index}T09:30:00.000Z`,
  conflict,
  warning: null,
});

afterEach(() => vi.unstubAllGlobals());

async function fillPatient() {
  await userEvent.type(screen.getByRole('textbox', { name: /Vorname/ }), 'Paula');
  await userEvent.type(screen.getByRole('textbox', { name: /Nachname/ }), 'Physio');
  await userEvent.type(screen.getByRole('textbox', { name: /Telefon/ }), '0664 5550001');
}

describe('booking a weekly series in the calendar', () => {
  it('previews the dates with their conflicts first, then books the ticked ones, leaving out the conflicts', async () => {
    await i18n.loadNamespaces('calendar');
    const requests = fakeApi((request) => {
      if (request.path === `${SERIES}/preview`)
        return {
          status: 200,
          body: { success: true, instances: [instance(1), instance(2, 'slotTaken'), instance(3)] },
        };
      if (request.path === SERIES)
        return { status: 201, body: { success: true, seriesId: 's1', appointments: [] } };
      return refusal(404, 'NOT_FOUND');
    });
    const onCreated = vi.fn();
    renderWithApp(
      <AppointmentFormDialog
        businessId="b1"
        timeZone="Europe/Vienna"
        doctors={[staffDoctor()]}
        types={[physio]}
        doctorId="d1"
        wallStart={new Date('2099-12-01T10:00:00.000Z')}
        onClose={() => {}}
        onCreated={onCreated}
      />,
    );
    await fillPatient();
    await userEvent.click(screen.getByRole('checkbox', { name: text('series.repeat') }));
    await userEvent.click(screen.getByRole('button', { name: text('series.preview') }));
    expect(await screen.findByText(text('series.conflict.slotTaken'))).toBeTruthy();
    expect(requests.find((r) => r.path === `${SERIES}/preview`)?.body).toMatchObject({
      count: 6,
      intervalWeeks: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: text('series.save') }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(requests.find((r) => r.path === SERIES)?.body).toMatchObject({ skip: [2] });
  });
});
