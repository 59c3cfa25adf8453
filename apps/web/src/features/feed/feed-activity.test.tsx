import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { useCurrentUser } from '../../lib/queries/current-user';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffUser } from '../../test/staff-user';
import { FeedActivity } from './feed-activity';

const text = (key: string) => i18n.t(key, { ns: 'member' });

function serve(role: BusinessRole) {
  return fakeApi(({ path }) => {
    const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });
    if (path === '/api/auth/user') return ok({ user: staffUser(role) });
    if (path.startsWith('/api/businesses/b1/audit?'))
      return ok({
        events: [
          {
            at: '2026-11-25T08:42:00.000Z',
            actorUserId: 'u2',
            actorName: 'Rita Empfang',
            action: 'queue.notify',
            subject: { type: 'queue', id: 'e1', patientId: null },
          },
          {
            at: '2026-11-25T08:30:00.000Z',
            actorUserId: null,
            actorName: null,
            action: 'doctors.update',
            subject: { type: 'doctors', id: 'd1', patientId: null },
          },
        ],
        nextCursor: null,
      });
    return { status: 404 };
  });
}

function FeedActivityBesideUser() {
  const { user } = useCurrentUser();
  return (
    <>
      {user && <span data-testid="user-known" />}
      <FeedActivity businessId="b1" timeZone="Europe/Vienna" />
    </>
  );
}

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('the team’s activity on the notice board', () => {
  it('lists for an owner who did what on which screen, newest first, in the business’s time', async () => {
    const requests = serve('owner');
    renderWithApp(<FeedActivity businessId="b1" timeZone="Europe/Vienna" />);
    const list = await screen.findByTestId('feed-activity');
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Rita Empfang');
    expect(items[0]?.textContent).toContain(text('feed.activity.actions.queue_notify'));
    expect(items[0]?.textContent).toContain('Wartezimmer');
    expect(items[0]?.textContent).toContain('09:42');
    expect(items[1]?.textContent).toContain(text('feed.activity.someone'));
    expect(items[1]?.textContent).toContain(text('feed.activity.verbs.update'));
    expect(requests.some((request) => request.path.startsWith('/api/businesses/b1/audit?limit=30'))).toBe(
      true,
    );
  });

  it('shows nothing to reception and does not ask for the log', async () => {
    const requests = serve('reception');
    renderWithApp(<FeedActivityBesideUser />);
    // The marker renders in the same pass as the activity once the signed-in user is known.
    await screen.findByTestId('user-known');
    expect(screen.queryByTestId('feed-activity')).toBeNull();
    expect(requests.some((request) => request.path.includes('/audit'))).toBe(false);
  });
});
