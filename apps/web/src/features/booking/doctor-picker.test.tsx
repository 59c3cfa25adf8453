import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { publicType } from '../../test/public-place';
import { renderWithApp } from '../../test/render-with-app';
import { SlotsStep } from './slots-step';

const doctors = [
  { id: 'd1', name: 'Dr. Berger' },
  { id: 'd2', name: 'Dr. Huber' },
];
const checkUp = publicType({ durationMinutes: 30, doctorIds: ['d1', 'd2'], doctors });

function Step({
  type = checkUp,
}: {
  type?: typeof checkUp | (Omit<typeof checkUp, 'doctors'> & { doctors: null });
}) {
  return (
    <SlotsStep
      publicId="abcdefghjk"
      timeZone="Europe/Vienna"
      industry="medical"
      type={type}
      party={null}
      phone={null}
      date={null}
      notice={null}
      focus={false}
      onDate={() => {}}
      onPick={() => {}}
      onBack={() => {}}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the doctor choice on the booking page', () => {
  it('offers "any" (chosen at first) and each doctor, and lists only the chosen doctor’s times', async () => {
    fakeApi(() => ({
      status: 200,
      body: {
        success: true,
        slots: [
          { start: '2026-12-01T08:00:00Z', end: '2026-12-01T08:30:00Z', doctorId: 'd1' },
          { start: '2026-12-01T09:00:00Z', end: '2026-12-01T09:30:00Z', doctorId: 'd2' },
        ],
      },
    }));
    renderWithApp(<Step />);
    const any = await screen.findByRole('button', { name: 'Egal' });
    expect(any.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('button', { name: /09:00/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /10:00/ })).toBeTruthy();

    const huber = screen.getByRole('button', { name: 'Dr. Huber' });
    await userEvent.click(huber);
    expect(huber.getAttribute('aria-pressed')).toBe('true');
    expect(any.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: /09:00/ })).toBeNull();
    expect(screen.getByRole('button', { name: /10:00/ })).toBeTruthy();

    await userEvent.click(any);
    expect(screen.getByRole('button', { name: /09:00/ })).toBeTruthy();
  });

  it('is not there where the business hides it or the type has one doctor', async () => {
    fakeApi(() => ({ status: 200, body: { success: true, slots: [] } }));
    renderWithApp(<Step type={{ ...checkUp, doctors: null }} />);
    expect(await screen.findByText('Kontrolle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Egal' })).toBeNull();
  });
});
