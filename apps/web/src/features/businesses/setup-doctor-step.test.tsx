import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffDoctor } from '../../test/staff-doctor';
import { SetupDoctorStep } from './setup-doctor-step';

const DAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'];
const weekdayName = (weekday: number) => DAYS[weekday - 1] ?? '';
const lena = { firstName: 'Lena', lastName: 'Gruber' };
const berger = staffDoctor();

afterEach(() => vi.unstubAllGlobals());

describe('the setup’s doctor step', () => {
  it('completes the doctor an earlier try created instead of adding a second one, then saves the week', async () => {
    const requests = fakeApi(({ body }) => ({
      status: 200,
      body: { success: true, doctor: { ...berger, ...(body as object) } },
    }));
    renderWithApp(
      <SetupDoctorStep
        businessId="b1"
        industry="medical"
        user={lena}
        existing={berger}
        weekdayName={weekdayName}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    const week = [1, 2, 3, 4, 5].flatMap((weekday) => [
      { weekday, start: '08:00', end: '12:00' },
      { weekday, start: '13:00', end: '17:00' },
    ]);
    expect(requests).toEqual([
      {
        method: 'PATCH',
        path: '/api/businesses/b1/doctors/d1',
        body: { name: 'Dr. Berger', specialty: 'Allgemeinmedizin' },
      },
      { method: 'PUT', path: '/api/businesses/b1/doctors/d1/working-times', body: week },
    ]);
  });

  it('says at the time that a range ends before it starts, and asks for a day, before sending anything', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    renderWithApp(
      <SetupDoctorStep
        businessId="b1"
        industry="medical"
        user={lena}
        existing={undefined}
        weekdayName={weekdayName}
      />,
    );
    fireEvent.change(await screen.findByLabelText('Ende 1'), { target: { value: '07:00' } });
    for (const day of DAYS.slice(0, 5)) await userEvent.click(screen.getByRole('checkbox', { name: day }));
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Der Beginn muss vor dem Ende liegen.')).toBeTruthy();
    expect(screen.getByLabelText('Ende 1').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Wähle mindestens einen Tag.')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
