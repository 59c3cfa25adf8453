import { localDateOf } from '@qtify/shared/domain/zoned-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffUser } from '../../test/staff-user';
import { WaitStatsPage } from './wait-stats-page';

const text = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'waitingRoom', ...options });

const figures = (wait: number | null, service: number | null, called: number, noShows: number) => ({
  waitMinutes: { median: wait, average: wait },
  serviceMinutes: { median: service, average: service },
  called,
  noShows,
  noShowRate: called === 0 ? 0 : noShows / called,
});
const group = (key: string | null, entries: number, wait: number | null, service: number | null) => ({
  key,
  entries,
  ...figures(wait, service, entries, 0),
});

/** A business with a lab line: its stages and stations, and the default line's unnamed stage. */
const WORKFLOW_BREAKDOWNS = {
  stage: [
    { ...group('s-lab', 4, 10, 5), label: 'Labor' },
    { ...group('s-default', 2, 12, 8), label: '' },
  ],
  station: [
    { ...group('st-2', 4, 10, 5), label: 'Labor 2' },
    { ...group(null, 2, 12, 8), label: null },
  ],
};
const SINGLE_LINE_BREAKDOWNS = {
  stage: [{ ...group('s-default', 6, 15, 12.5), label: '' }],
  station: [{ ...group(null, 6, 15, 12.5), label: null }],
};

function statsOf(from: string, to: string, entries: number, workflows = false) {
  return {
    from,
    to,
    timeZone: 'Europe/Vienna',
    entries,
    ...figures(15, 12.5, 5, 1),
    breakdowns: {
      day: entries ? [group(to, entries, 15, 12.5)] : [],
      hour: entries ? [group('9', 4, 15, 12.5), group('11', 2, 4, 20)] : [],
      weekday: entries ? [group('1', 6, 15, 12.5)] : [],
      doctor: entries ? [group(null, 3, 30, 10), group('d1', 3, 15, 10)] : [],
      ...(workflows ? WORKFLOW_BREAKDOWNS : SINGLE_LINE_BREAKDOWNS),
    },
  };
}

const isStats = (request: FakeRequest) => request.path.startsWith('/api/businesses/b1/queue/stats?');
const paramsOf = (request: FakeRequest) => new URL(request.path, 'http://localhost').searchParams;

function serve(role: 'owner' | 'reception' = 'owner', entries = 6, workflows = false) {
  return fakeApi((request) => {
    const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });
    if (request.path === '/api/auth/user') return ok({ user: staffUser(role) });
    if (request.path === '/api/businesses/b1')
      return ok({ business: { id: 'b1', timeZone: 'Europe/Vienna' } });
    if (request.path === '/api/businesses/b1/doctors')
      return ok({
        doctors: [
          { id: 'd1', name: 'Dr. Maria Berger', specialty: 'Allgemein', workingTimes: [], absences: [] },
        ],
      });
    if (isStats(request)) {
      const params = paramsOf(request);
      return ok({
        stats: statsOf(params.get('from') ?? '', params.get('to') ?? '', entries, workflows),
      });
    }
    if (request.path.startsWith('/api/businesses/b1/queue/stats.csv?'))
      return { status: 200, body: 'dimension;key\r\n', headers: { 'Content-Type': 'text/csv' } };
    return { status: 404 };
  });
}

const renderPage = (path = '/waitingRoom/statistics') =>
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <WaitStatsPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  authStore.setToken('staff-token');
  // recharts measures its container, which happy-dom draws 0 × 0: it says so on every chart.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  authStore.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the wait statistics screen', () => {
  it('shows the last 30 days’ figures, the charts and the table per doctor with walk-ins last', async () => {
    const requests = serve();
    renderPage();
    const wait = await screen.findByTestId('stats-wait');
    expect(wait.textContent).toContain(text('stats.minutes', { value: '15' }));
    expect(screen.getByTestId('stats-noShows').textContent).toContain('20');
    for (const chart of ['stats.byDay', 'stats.byHour', 'stats.byWeekday']) {
      expect(screen.getByRole('heading', { name: text(chart) })).toBeTruthy();
    }
    const table = within(
      screen.getByRole('region', { name: text('stats.byDoctor', { context: 'medical' }) }),
    ).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Dr. Maria Berger'),
    );
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toContain(
      text('stats.walkIns', { context: 'medical' }),
    );
    expect(rows).toHaveLength(3);
    const asked = paramsOf(requests.filter(isStats)[0] as FakeRequest);
    const today = localDateOf(Date.now(), 'Europe/Vienna');
    expect(asked.get('to')).toBe(today);
    expect((Date.parse(today) - Date.parse(asked.get('from') ?? '')) / 86_400_000).toBe(29);
  });

  it('shows no stage or station cards for a business with today’s single line', async () => {
    serve();
    renderPage();
    await screen.findByTestId('stats-wait');
    expect(screen.queryByTestId('stats-stage')).toBeNull();
    expect(screen.queryByTestId('stats-station')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('shows the figures per stage and per station of a business with workflows, names as recorded', async () => {
    serve('owner', 6, true);
    renderPage();
    const stages = within(await screen.findByTestId('stats-stage'));
    expect(stages.getByRole('heading', { name: text('stats.byStage') })).toBeTruthy();
    const stageRows = stages.getAllByRole('row').map((row) => row.textContent);
    expect(stageRows).toHaveLength(3);
    expect(stageRows[1]).toContain('Labor');
    expect(stageRows[1]).toContain(text('stats.minutes', { value: '10' }));
    // The default line's stage has no name of its own: the app's wording.
    expect(stageRows[2]).toContain(text('workflow.defaultStage', { context: 'medical' }));
    const stations = within(screen.getByTestId('stats-station'));
    const stationRows = stations.getAllByRole('row').map((row) => row.textContent);
    expect(stationRows[1]).toContain('Labor 2');
    expect(stationRows[2]).toContain(text('stats.noStation'));
  });

  it('asks for the range chosen, one click or two dates', async () => {
    const requests = serve();
    renderPage('/waitingRoom/statistics?from=2026-03-01&to=2026-03-31');
    await screen.findByTestId('stats-wait');
    expect(paramsOf(requests.filter(isStats)[0] as FakeRequest).get('from')).toBe('2026-03-01');
    await userEvent.click(screen.getByRole('checkbox', { name: text('stats.presets.7') }));
    await waitFor(() => {
      const last = paramsOf(requests.filter(isStats).at(-1) as FakeRequest);
      expect(Date.parse(last.get('to') ?? '') - Date.parse(last.get('from') ?? '')).toBe(6 * 86_400_000);
    });
  });

  it('says when the range holds no visits', async () => {
    serve('owner', 0);
    renderPage();
    expect(await screen.findByText(text('stats.empty', { context: 'medical' }))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the CSV of the range on screen', async () => {
    const requests = serve();
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:stats', revokeObjectURL: () => {} }),
    );
    renderPage('/waitingRoom/statistics?from=2026-03-01&to=2026-03-31');
    await screen.findByTestId('stats-wait');
    await userEvent.click(screen.getByRole('button', { name: text('stats.download') }));
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.path === '/api/businesses/b1/queue/stats.csv?from=2026-03-01&to=2026-03-31',
        ),
      ).toBe(true),
    );
  });

  it('refuses the desk without asking the server', async () => {
    const requests = serve('reception');
    renderPage();
    expect(await screen.findByText(text('stats.forbidden'))).toBeTruthy();
    expect(requests.some(isStats)).toBe(false);
  });
});
