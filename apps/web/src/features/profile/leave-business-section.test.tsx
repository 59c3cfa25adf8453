import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { LeaveBusinessSection } from './leave-business-section';

const text = (key: string, values?: Record<string, string>) => i18n.t(key, { ns: 'member', ...values });

const memberships = [
  {
    businessId: 'b1',
    name: 'Praxis Huber',
    industry: 'medical' as const,
    role: 'owner' as const,
    doctorId: null,
  },
  {
    businessId: 'b2',
    name: 'Salon Rosa',
    industry: 'hairdresser' as const,
    role: 'reception' as const,
    doctorId: null,
  },
];

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('leaving a business from the profile', () => {
  it('leaves a business after asking, with the business’s membership route', async () => {
    const requests = fakeApi(({ method, path }) =>
      method === 'DELETE' && path === '/api/businesses/b2/membership'
        ? { status: 204 }
        : { status: 200, body: { success: true, user: { id: 'u1', memberships: [] } } },
    );
    renderWithApp(<LeaveBusinessSection memberships={memberships} />);
    await userEvent.click(
      screen.getByRole('button', { name: text('team.leave.named', { name: 'Salon Rosa' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(text('team.leave.question'));
    await userEvent.click(within(dialog).getByRole('button', { name: text('team.leave.button') }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/businesses/b2/membership')).toBe(
        true,
      ),
    );
    expect(requests.some((r) => r.path.includes('/b1/'))).toBe(false);
  });

  it('offers an owner no way out but handing the business over first', () => {
    fakeApi(() => ({ status: 404 }));
    renderWithApp(<LeaveBusinessSection memberships={memberships} />);
    expect(screen.getByText(text('team.leave.ownerHint'))).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: text('team.leave.named', { name: 'Praxis Huber' }) }),
    ).toBeNull();
  });
});
