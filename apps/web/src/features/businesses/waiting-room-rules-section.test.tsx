import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffBusiness } from '../../test/staff-business';
import { WaitingRoomRulesSection } from './waiting-room-rules-section';

const business = staffBusiness();

afterEach(() => vi.unstubAllGlobals());

describe('the waiting room’s rules', () => {
  it('saves the no-show grace time and switches the heads-up off', { timeout: 15_000 }, async () => {
    const requests = fakeApi(({ body }) => ({
      status: 200,
      body: { success: true, business: { ...business, ...(body as object) } },
    }));
    renderWithApp(<WaitingRoomRulesSection business={business} />);
    const grace = await screen.findByRole('textbox', { name: /Nicht erschienen nach/ });
    expect((grace as HTMLInputElement).value).toBe('5 Min.');
    expect((screen.getByRole('combobox', { name: /Vorab-Hinweis/ }) as HTMLSelectElement).value).toBe('1');
    await userEvent.clear(grace);
    await userEvent.type(grace, '10');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Vorab-Hinweis/ }), 'Aus');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      method: 'PATCH',
      path: '/api/businesses/b1',
      body: { waitingRoom: { noShowGraceMinutes: 10, alertAhead: null } },
    });
  });

  it('keeps the grace time within the shared limit of two hours', async () => {
    const requests = fakeApi(() => ({ status: 200, body: { success: true, business } }));
    renderWithApp(<WaitingRoomRulesSection business={business} />);
    const grace = await screen.findByRole('textbox', { name: /Nicht erschienen nach/ });
    await userEvent.clear(grace);
    await userEvent.type(grace, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ waitingRoom: { noShowGraceMinutes: 120, alertAhead: 1 } });
  });
});
