import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueue } from '../../lib/queries/queue';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffEntry } from '../../test/staff-entry';
import { PagedEntries } from './paged-entries';
import { SortableEntries } from './sortable-entries';

// Issue 21 on the staff card: the ticket, urgent, no-show and putting back, the drag grip.

const page = (entries: StaffEntry[]) => ({
  success: true,
  entries,
  total: entries.length,
  nextCursor: null,
  version: 1,
});

function List({ sortable = false }: { sortable?: boolean }) {
  const queue = useQueue('b1', { view: 'waiting', q: '', status: null });
  return (
    <PagedEntries
      queue={queue}
      empty={<p>leer</p>}
      businessId="b1"
      onDialog={() => {}}
      timeZone="Europe/Vienna"
      showPosition
      renderList={sortable ? (list) => <SortableEntries {...list} /> : undefined}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('priority on the staff card', () => {
  it('shows the ticket and marks an entry urgent with one click', async () => {
    const requests = fakeApi(({ method }) =>
      method === 'GET'
        ? { status: 200, body: page([staffEntry({ status: 'checkIn', ticket: 'A017' })]) }
        : { status: 200, body: { success: true, entry: staffEntry({ status: 'checkIn', urgent: true }) } },
    );
    renderWithApp(<List />);
    const card = within(await screen.findByRole('article', { name: 'Anna Berger' }));
    expect(card.getByTestId('entry-ticket').textContent).toContain('A017');
    await userEvent.click(card.getByRole('button', { name: 'Als dringend markieren' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PATCH',
        path: '/api/businesses/b1/queue/e-1/urgent',
        body: { urgent: true },
      }),
    );
  });

  it('says an urgent entry is urgent and offers to take it back', async () => {
    fakeApi(() => ({ status: 200, body: page([staffEntry({ status: 'checkIn', urgent: true })]) }));
    renderWithApp(<List />);
    const card = within(await screen.findByRole('article', { name: 'Anna Berger' }));
    expect(card.getByText('Dringend')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Nicht mehr dringend' })).toBeTruthy();
  });

  it('takes a waiting patient out as a no-show from the finish menu, and puts a no-show back', async () => {
    const requests = fakeApi(({ method }) =>
      method === 'GET'
        ? {
            status: 200,
            body: page([
              staffEntry({ status: 'checkIn' }),
              staffEntry({
                id: 'e-2',
                status: 'noShow',
                outcome: 'noShow',
                patient: { ...staffEntry().patient, firstName: 'Ben' },
              }),
            ]),
          }
        : { status: 200, body: { success: true, entry: staffEntry() } },
    );
    renderWithApp(<List />);
    const ben = within(await screen.findByRole('article', { name: 'Ben Berger' }));
    expect(ben.getByText('Nicht erschienen')).toBeTruthy();
    await userEvent.click(ben.getByRole('button', { name: 'Wieder einreihen' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PATCH',
        path: '/api/businesses/b1/queue/e-2',
        body: { status: 'checkIn' },
      }),
    );
    const anna = within(screen.getByRole('article', { name: 'Anna Berger' }));
    await userEvent.click(anna.getByRole('button', { name: /Abschließen|Beenden/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Nicht erschienen' }));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PATCH',
        path: '/api/businesses/b1/queue/e-1',
        body: { status: 'noShow' },
      }),
    );
  });

  it('gives each waiting card of the sortable list a grip that the keyboard can move', async () => {
    fakeApi(() => ({
      status: 200,
      body: page([
        staffEntry({ status: 'checkIn' }),
        staffEntry({
          id: 'e-2',
          status: 'inTreatment',
          patient: { ...staffEntry().patient, firstName: 'Ben' },
        }),
      ]),
    }));
    renderWithApp(<List sortable />);
    const anna = within(await screen.findByRole('article', { name: 'Anna Berger' }));
    const grip = anna.getByRole('button', { name: 'Anna Berger verschieben' });
    expect(grip.getAttribute('aria-roledescription')).toBe('sortable');
    // Someone in treatment holds no place in the line: nothing to drag.
    const ben = within(screen.getByRole('article', { name: 'Ben Berger' }));
    expect(ben.queryByRole('button', { name: 'Ben Berger verschieben' })).toBeNull();
  });
});
