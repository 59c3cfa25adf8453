import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffBusiness } from '../../test/staff-business';
import { ReminderSettingsSection } from './reminder-settings-section';

const business = staffBusiness({ colorTheme: 'blue' });

afterEach(() => vi.unstubAllGlobals());

describe('the reminder and cancellation settings', () => {
  it('saves the chosen reminder times and the cancellation deadline', { timeout: 15_000 }, async () => {
    const requests = fakeApi(({ body }) => ({
      status: 200,
      body: { success: true, business: { ...business, ...(body as object) } },
    }));
    renderWithApp(<ReminderSettingsSection business={business} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: '2 Stunden vorher' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '48 Stunden vorher' }));
    const deadline = screen.getByRole('textbox', { name: /Online absagen oder verschieben bis/ });
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'PATCH',
      path: '/api/businesses/b1',
      body: {
        reminders: { enabled: true, hoursBefore: [24, 48] },
        bookingRules: { cancelDeadlineHours: 24 },
      },
    });
  });

  it('offers at most three reminder times, and none while reminders are off', async () => {
    fakeApi(() => ({ status: 200, body: { success: true, business } }));
    renderWithApp(<ReminderSettingsSection business={business} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: '1 Stunde vorher' }));
    expect((screen.getByRole('checkbox', { name: '72 Stunden vorher' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: '24 Stunden vorher' }) as HTMLInputElement).disabled).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('switch', { name: /an ihren Termin erinnern/ }));
    expect((screen.getByRole('checkbox', { name: '24 Stunden vorher' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
