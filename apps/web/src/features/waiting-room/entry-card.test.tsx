import type { StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueue } from '../../lib/queries/queue';
import { fakeApi, refusal } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { staffEntry } from '../../test/staff-entry';
import { EntryCard } from './entry-card';
import { useEntryActions } from './use-entry-actions';

const NOW = Date.parse('2026-11-24T09:00:00Z');

const entry = staffEntry;

const page = (entries: StaffEntry[]) => ({ entries, total: entries.length, nextCursor: null, version: 1 });

/** The waiting list as the waiting room runs it: the queue's query and its one-click steps. */
function WaitingList() {
  const { t } = useTranslation('waitingRoom');
  const queue = useQueue('b1', { view: 'today', q: '', status: null });
  const actions = useEntryActions('b1');
  return (
    <>
      {actions.errorKey && <p role="alert">{t(actions.errorKey)}</p>}
      <ul>
        {queue.entries?.map((item) => (
          <EntryCard
            key={item.id}
            entry={item}
            showPosition
            timeZone="Europe/Vienna"
            now={NOW}
            busy={actions.busyId === item.id}
            onAction={(action) => actions.run(item, action)}
            onNotify={() => {}}
            onOpen={() => {}}
          />
        ))}
      </ul>
    </>
  );
}

/** Anna waits on the list; a change reaches the server, which answers when the test says. */
function listWithHeldChange() {
  let answer: (value: ReturnType<typeof refusal>) => void = () => {};
  const requests = fakeApi(({ method }) =>
    method === 'GET'
      ? { status: 200, body: { success: true, ...page([entry()]) } }
      : new Promise((resolve) => {
          answer = resolve;
        }),
  );
  return { requests, answer: (value: ReturnType<typeof refusal>) => answer(value) };
}

const card = () => screen.findByRole('article', { name: 'Anna Berger' });

afterEach(() => vi.unstubAllGlobals());

describe('an entry of the waiting list', () => {
  it('offers checking in to someone not here yet, and calling in to someone checked in', () => {
    renderWithApp(
      <ul>
        <EntryCard
          {...{ showPosition: true, timeZone: 'Europe/Vienna', now: NOW, busy: false }}
          entry={entry()}
          onAction={() => {}}
          onNotify={() => {}}
          onOpen={() => {}}
        />
        <EntryCard
          {...{ showPosition: true, timeZone: 'Europe/Vienna', now: NOW, busy: false }}
          entry={entry({ id: 'e2', status: 'checkIn', patient: { ...entry().patient, firstName: 'Jonas' } })}
          onAction={() => {}}
          onNotify={() => {}}
          onOpen={() => {}}
        />
      </ul>,
    );
    const clara = within(screen.getByRole('article', { name: 'Anna Berger' }));
    expect(clara.getByRole('button', { name: 'Einchecken' })).toBeTruthy();
    expect(clara.getByText('Noch nicht da')).toBeTruthy();
    const jonas = within(screen.getByRole('article', { name: 'Jonas Berger' }));
    expect(jonas.getByRole('button', { name: 'Aufrufen' })).toBeTruthy();
    expect(jonas.getByRole('button', { name: 'Nicht da' })).toBeTruthy();
  });

  it('offers only the history once finished', () => {
    renderWithApp(
      <ul>
        <EntryCard
          entry={entry({ status: 'done', outcome: 'treated' })}
          showPosition={false}
          timeZone="Europe/Vienna"
          now={NOW}
          busy={false}
          onAction={() => {}}
          onNotify={() => {}}
          onOpen={() => {}}
        />
      </ul>,
    );
    const done = within(screen.getByRole('article', { name: 'Anna Berger' }));
    expect(done.getByText('Behandelt')).toBeTruthy();
    expect(done.queryByRole('button', { name: 'Aufrufen' })).toBeNull();
    expect(done.getByRole('button', { name: 'Verlauf' })).toBeTruthy();
  });

  it('shows a status change at once, before the server has answered', async () => {
    const { requests, answer } = listWithHeldChange();
    renderWithApp(<WaitingList />);
    await userEvent.click(within(await card()).getByRole('button', { name: 'Einchecken' }));
    expect(within(await card()).getByText('Eingecheckt')).toBeTruthy();
    expect(requests).toContainEqual({
      method: 'PATCH',
      path: '/api/businesses/b1/queue/e-1',
      body: { status: 'checkIn' },
    });
    answer({ status: 200, body: { success: true, entry: entry({ status: 'checkIn' }) } });
  });

  it('puts the entry back and says why when someone else was faster', async () => {
    const { answer: refuse } = listWithHeldChange();
    renderWithApp(<WaitingList />);
    await userEvent.click(within(await card()).getByRole('button', { name: 'Einchecken' }));
    expect(within(await card()).getByText('Eingecheckt')).toBeTruthy();
    refuse(refusal(422, 'INVALID_TRANSITION'));
    expect((await screen.findByRole('alert')).textContent).toContain('jemand anderes hat den Eintrag');
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Anna Berger' })).getByText('Noch nicht da'),
      ).toBeTruthy(),
    );
  });
});
