import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { BroadcastDialog } from './broadcast-dialog';

afterEach(() => vi.unstubAllGlobals());

describe('the message to everyone waiting', () => {
  it('goes only to those waiting now unless staff keep it in the room for later arrivals', async () => {
    const requests = fakeApi(() => ({ status: 200, body: { success: true, reached: 3 } }));
    const closed = vi.fn();
    renderWithApp(<BroadcastDialog businessId="b1" onClose={closed} />);
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Nachricht' }),
      'Heute 30 Minuten später.',
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Auch später Ankommenden zeigen' }));
    await userEvent.click(await screen.findByRole('option', { name: '60 Minuten lang' }));
    await userEvent.click(screen.getByRole('button', { name: 'An alle senden' }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(requests).toContainEqual({
      method: 'POST',
      path: '/api/businesses/b1/queue/broadcast',
      body: { message: 'Heute 30 Minuten später.', showForMinutes: 60 },
    });
  });
});
