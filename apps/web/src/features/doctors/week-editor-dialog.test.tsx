import type { WorkingTime } from '@qtify/shared/domain/working-times';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffDoctor } from '../../test/staff-doctor';
import { WeekEditorDialog } from './week-editor-dialog';

const text = (key: string, values: Record<string, unknown> = {}) => i18n.t(key, { ns: 'medical', ...values });

const doctorWith = (workingTimes: WorkingTime[]) => staffDoctor({ workingTimes });

/** The times of a weekday as the editor shows them, "08:00–12:00" per slot. */
function timesOf(day: string) {
  const inDay = within(screen.getByRole('listitem', { name: day }));
  const values = (key: string) =>
    inDay
      .queryAllByLabelText(new RegExp(`^${text(key, { slot: '' })}`))
      .map((input) => (input as HTMLInputElement).value);
  const ends = values('schedule.endOf');
  return values('schedule.startOf').map((start, index) => `${start}–${ends[index]}`);
}

afterEach(() => vi.unstubAllGlobals());

describe('the week editor', () => {
  it('copies a day’s times onto the weekdays picked', async () => {
    fakeApi(() => ({ status: 500 }));
    const doctor = doctorWith([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 1, start: '13:00', end: '17:00' },
    ]);
    renderWithApp(<WeekEditorDialog businessId="b1" doctor={doctor} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: text('schedule.copyDay', { day: 'Montag' }) }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Dienstag' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Donnerstag' }));
    await userEvent.click(screen.getByRole('button', { name: text('schedule.copyApply') }));
    expect(timesOf('Dienstag')).toEqual(['08:00–12:00', '13:00–17:00']);
    expect(timesOf('Mittwoch')).toEqual([]);
    expect(timesOf('Donnerstag')).toEqual(['08:00–12:00', '13:00–17:00']);
  });

  it('refuses overlapping times of a day as they are typed and sends nothing', async () => {
    const requests = fakeApi(() => ({ status: 500 }));
    const doctor = doctorWith([
      { weekday: 2, start: '08:00', end: '12:00' },
      { weekday: 2, start: '11:00', end: '14:00' },
    ]);
    renderWithApp(<WeekEditorDialog businessId="b1" doctor={doctor} onClose={() => {}} />);
    expect(screen.getByText(text('schedule.problems.overlap'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: text('schedule.saveWeek') }));
    expect((await screen.findByRole('alert')).textContent).toContain(text('schedule.fixProblems'));
    expect(requests).toEqual([]);
  });

  it('saves the whole week in order and closes', async () => {
    const requests = fakeApi(({ body }) => ({
      status: 200,
      body: { success: true, doctor: doctorWith(body as WorkingTime[]) },
    }));
    const onClose = vi.fn();
    const doctor = doctorWith([{ weekday: 3, start: '08:00', end: '12:00' }]);
    renderWithApp(<WeekEditorDialog businessId="b1" doctor={doctor} onClose={onClose} />);
    await userEvent.click(
      screen.getByRole('button', { name: text('schedule.addSlotTo', { day: 'Montag' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: text('schedule.saveWeek') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: '/api/businesses/b1/doctors/d1/working-times',
        body: [
          { weekday: 1, start: '08:00', end: '12:00' },
          { weekday: 3, start: '08:00', end: '12:00' },
        ],
      },
    ]);
  });

  it('marks the times the server refused', async () => {
    fakeApi(() => refusal(422, 'INVALID_TIME_RANGE', { '0': 'startNotBeforeEnd' }));
    const onClose = vi.fn();
    const doctor = doctorWith([{ weekday: 5, start: '08:00', end: '12:00' }]);
    renderWithApp(<WeekEditorDialog businessId="b1" doctor={doctor} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: text('schedule.saveWeek') }));
    expect(await screen.findByText(text('schedule.problems.startNotBeforeEnd'))).toBeTruthy();
    const start = screen.getByLabelText(text('schedule.startOf', { slot: 'Freitag 1' }));
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before closing with unsaved changes', async () => {
    fakeApi(() => ({ status: 500 }));
    const onClose = vi.fn();
    renderWithApp(<WeekEditorDialog businessId="b1" doctor={doctorWith([])} onClose={onClose} />);
    await userEvent.click(
      screen.getByRole('button', { name: text('schedule.addSlotTo', { day: 'Samstag' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: text('businesses.cancel') }));
    expect(screen.getByText(text('schedule.discardQuestion'))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: text('schedule.discard') }));
    expect(onClose).toHaveBeenCalled();
  });
});
