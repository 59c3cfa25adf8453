import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffUser } from '../../test/staff-user';
import { TeamPage } from './team-page';

const text = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'member', ...options });
const member = (userId: string, firstName: string, role: string) => ({
  userId,
  firstName,
  lastName: 'Berger',
  email: `${firstName.toLowerCase()}@example.at`,
  role,
  doctorId: null,
  lastActiveAt: null,
});

function serve(role: BusinessRole) {
  return fakeApi(({ method, path }) => {
    const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });
    if (path === '/api/auth/user') return ok({ user: staffUser(role) });
    if (path === '/api/businesses/b1/members')
      return ok({ members: [member('u1', 'Anna', role), member('u2', 'Maria', 'manager')] });
    if (path === '/api/businesses/b1/invitations') return ok({ invitations: [] });
    if (path === '/api/businesses/b1/doctors') return ok({ doctors: [] });
    if (method === 'POST' && path === '/api/businesses/b1/transfer-ownership') return { status: 204 };
    return { status: 404 };
  });
}

const renderPage = () =>
  renderWithApp(
    <MemoryRouter>
      <TeamPage />
    </MemoryRouter>,
  );

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('the team screen', () => {
  it('lets the owner hand the business to a member after asking', async () => {
    const requests = serve('owner');
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: text('team.transfer.named', { name: 'Maria Berger' }) }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: text('team.transfer.confirm') }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'POST',
        path: '/api/businesses/b1/transfer-ownership',
        body: { userId: 'u2' },
      }),
    );
  });

  it('offers a manager no transfer of ownership', async () => {
    serve('manager');
    renderPage();
    await screen.findByText('Maria Berger');
    expect(screen.queryByRole('button', { name: /übertragen/ })).toBeNull();
  });
});
