import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DisplayBoard } from '../../lib/queries/lobby';
import type { RealtimeOptions } from '../../lib/use-realtime';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { initTestI18n } from '../../test/test-i18n';
import { DisplayPage } from './display-page';

// The live connection stands still: the test plays the server's events through its handlers.
const sockets: RealtimeOptions[] = [];
vi.mock('../../lib/use-realtime', () => ({
  useRealtime: (options: RealtimeOptions) => {
    sockets.push(options);
    return { connected: true };
  },
}));
const plays = vi.fn(async () => undefined);

const TOKEN = 'd'.repeat(43);
let board: Omit<DisplayBoard, 'success'> | null;

function serve() {
  return fakeApi(({ path }) => {
    if (path !== `/api/public/displays/${TOKEN}`) return refusal(404, 'NOT_FOUND');
    return board ? { status: 200, body: { success: true, ...board } } : refusal(404, 'NOT_FOUND');
  });
}

function renderDisplay() {
  return renderWithApp(
    <MemoryRouter initialEntries={[`/display/${TOKEN}`]}>
      <Routes>
        <Route path="/display/:token" element={<DisplayPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const place = {
  name: 'Ordination Dr. Berger',
  industry: 'medical',
  colorTheme: 'default',
  timeZone: 'Europe/Vienna',
};

beforeAll(() => initTestI18n());
beforeEach(() => {
  sockets.length = 0;
  plays.mockClear();
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(plays);
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  board = { place, called: [], next: [{ ticket: 'A. M.' }, { ticket: 'B. H.' }] };
});
afterEach(() => vi.restoreAllMocks());

describe('the lobby display', () => {
  it('shows the next tickets, then a new call with a chime, refetched on the socket’s cue', async () => {
    serve();
    const { container } = renderDisplay();
    expect(await screen.findAllByTestId('display-next')).toHaveLength(2);
    const root = () => container.querySelector('[data-testid="lobby-display"]') as HTMLElement;
    expect(root().dataset.chimeRequests).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: /Tippen, um den Ton einzuschalten/ }));
    await waitFor(() => expect(root().dataset.sound).toBe('on'));

    board = {
      place,
      called: [{ ticket: 'A. M.', room: 'Dr. Wolf', calledAt: '2026-11-25T08:00:00.000Z' }],
      next: [{ ticket: 'B. H.' }],
    };
    await act(async () => sockets.at(-1)?.on['display:changed']?.({ version: 2 }));
    expect((await screen.findByTestId('display-call')).textContent).toMatch(
      /A\. M\..*Raum.*Dr\. Wolf.*09:00/,
    );
    await waitFor(() => expect(root().dataset.chimeRequests).toBe('1'));
    expect(root().dataset.chimesPlayed).toBe('1');
  });

  it('does not chime for calls already on the board when it comes on', async () => {
    board = { place, called: [{ ticket: 'C1', room: '', calledAt: '2026-11-25T08:00:00.000Z' }], next: [] };
    serve();
    const { container } = renderDisplay();
    expect((await screen.findByTestId('display-call')).textContent).toContain('C1');
    expect(screen.getByText('Niemand wartet.')).toBeTruthy();
    expect(
      (container.querySelector('[data-testid="lobby-display"]') as HTMLElement).dataset.chimeRequests,
    ).toBe('0');
  });

  it('says so when the link was revoked', async () => {
    board = null;
    serve();
    renderDisplay();
    expect(await screen.findByText('Dieser Bildschirm-Link gilt nicht mehr.')).toBeTruthy();
  });
});
