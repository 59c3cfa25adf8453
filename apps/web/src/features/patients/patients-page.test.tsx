import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffUser } from '../../test/staff-user';
import { PatientsPage } from './patients-page';

const text = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: 'member', ...options });

const patient = (id: string, firstName: string, lastName: string, noShowCount = 0) => ({
  id,
  firstName,
  lastName,
  birthdate: '1980-04-02',
  phone: '+43 660 1234567',
  email: null,
  svnr: null,
  lastVisitAt: null,
  nextAppointmentAt: null,
  noShowCount,
});

const listPath = (request: FakeRequest) =>
  request.method === 'GET' && request.path.startsWith('/api/businesses/b1/patients?');
const searchOf = (request: FakeRequest) => new URL(request.path, 'http://localhost').searchParams;

/** The server's list: Huber for "Hubr", the no-show for the filter, and a second page after cursor c2. */
function serve() {
  return fakeApi((request) => {
    const ok = (body: object) => ({ status: 200, body: { success: true, ...body } });
    if (request.path === '/api/auth/user') return ok({ user: staffUser('reception') });
    if (!listPath(request)) return { status: 404 };
    const params = searchOf(request);
    if (params.get('q') === 'Hubr')
      return ok({ patients: [patient('p1', 'Anna', 'Huber')], total: 1, nextCursor: null });
    if (params.get('q') === 'Nobody') return ok({ patients: [], total: 0, nextCursor: null });
    if (params.get('filter') === 'noShows')
      return ok({ patients: [patient('p3', 'Karl', 'Gruber', 2)], total: 1, nextCursor: null });
    if (params.get('cursor') === 'c2')
      return ok({ patients: [patient('p4', 'Eva', 'Wagner')], total: 1234, nextCursor: 'c3' });
    return ok({
      patients: [patient('p1', 'Anna', 'Huber'), patient('p2', 'Maria', 'Berger')],
      total: 1234,
      nextCursor: 'c2',
    });
  });
}

const renderPage = () =>
  renderWithApp(
    <MemoryRouter initialEntries={['/patients/patientOverview']}>
      <PatientsPage />
    </MemoryRouter>,
  );

beforeEach(() => authStore.setToken('staff-token'));
afterEach(() => authStore.clear());

describe('the patient list', () => {
  it('shows the true total of all patients, not only the page on screen', async () => {
    serve();
    renderPage();
    expect(await screen.findByText('Maria Berger')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      text('patients.total', { count: 1234, total: '1.234' }),
    );
  });

  it('searches what the desk types, once they pause', async () => {
    const requests = serve();
    renderPage();
    await screen.findByText('Maria Berger');
    await userEvent.type(screen.getByRole('searchbox', { name: text('patients.search.label') }), 'Hubr');
    await waitFor(() => expect(screen.queryByText('Maria Berger')).toBeNull());
    expect(screen.getByText('Anna Huber')).toBeTruthy();
    // Not one request per letter: the pause sends the whole word.
    const searched = requests.filter(listPath).map((request) => searchOf(request).get('q'));
    expect(searched.filter((q) => q !== null)).toEqual(['Hubr']);
  });

  it('filters to those who did not come, marking their no-shows', async () => {
    const requests = serve();
    renderPage();
    await screen.findByText('Maria Berger');
    await userEvent.click(screen.getByRole('checkbox', { name: text('patients.filters.noShows') }));
    const row = (await screen.findByText('Karl Gruber')).closest('tr');
    expect(within(row as HTMLElement).getByText(text('patients.noShows', { count: 2 }))).toBeTruthy();
    expect(requests.filter(listPath).some((request) => searchOf(request).get('filter') === 'noShows')).toBe(
      true,
    );
  });

  it('loads the next page after the last one it shows', async () => {
    const requests = serve();
    renderPage();
    await screen.findByText('Maria Berger');
    await userEvent.click(screen.getByRole('button', { name: /^Mehr laden/ }));
    expect(await screen.findByText('Eva Wagner')).toBeTruthy();
    expect(screen.getByText('Anna Huber')).toBeTruthy();
    expect(requests.filter(listPath).some((request) => searchOf(request).get('cursor') === 'c2')).toBe(true);
  });

  it('says so when a search finds nobody', async () => {
    serve();
    renderPage();
    await screen.findByText('Maria Berger');
    await userEvent.type(screen.getByRole('searchbox', { name: text('patients.search.label') }), 'Nobody');
    expect(await screen.findByText(text('patients.empty.search'))).toBeTruthy();
  });
});
