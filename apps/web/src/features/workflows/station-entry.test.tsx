import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app';
import { staffEntry } from '../../test/staff-entry';
import { StationEntry } from './station-entry';

const lab = {
  id: 'w1',
  name: 'Blutabnahme',
  isDefault: false,
  doctorId: null,
  ticketPrefix: 'B',
  stages: [
    { id: 's1', name: 'Anmeldung', stations: [{ id: 't1', name: 'Schalter 1' }] },
    { id: 's2', name: 'Labor', stations: [{ id: 't2', name: 'Labor 1' }] },
    { id: 's3', name: 'Arzt', stations: [] },
  ],
};
const atStage = (index: number) => ({ id: `s${index + 1}`, name: lab.stages[index]!.name, index, count: 3 });

describe('a person in a station’s line', () => {
  it('offers calling someone waiting and sending them to another stage or station', async () => {
    const onAction = vi.fn();
    renderWithApp(
      <ul>
        <StationEntry
          entry={staffEntry({ status: 'checkIn', stage: atStage(0) })}
          workflow={lab}
          busy={false}
          onAction={onAction}
        />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Anna Berger aufrufen' }));
    expect(onAction).toHaveBeenLastCalledWith({ kind: 'call' });
    await userEvent.click(screen.getByRole('button', { name: 'Weiterschicken' }));
    const menu = within(await screen.findByRole('menu'));
    // Its own stage's station, the other stages and their stations.
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Anmeldung · Schalter 1',
      'Labor',
      'Labor · Labor 1',
      'Arzt',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Labor · Labor 1' }));
    expect(onAction).toHaveBeenLastCalledWith({ kind: 'advance', stageId: 's2', stationId: 't2' });
  });

  it('finishes a called person on to the next stage, or ends the visit at the last one, or puts them back', async () => {
    const onAction = vi.fn();
    const called = { status: 'called' as const, station: { id: 't1', name: 'Schalter 1' }, ahead: null };
    const { unmount } = renderWithApp(
      <ul>
        <StationEntry
          entry={staffEntry({ ...called, stage: atStage(0) })}
          workflow={lab}
          busy={false}
          onAction={onAction}
        />
      </ul>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fertig – weiter zu Labor' }));
    expect(onAction).toHaveBeenLastCalledWith({ kind: 'advance' });
    await userEvent.click(screen.getByRole('button', { name: 'Zurückstellen' }));
    expect(onAction).toHaveBeenLastCalledWith({ kind: 'putBack' });
    unmount();
    renderWithApp(
      <ul>
        <StationEntry
          entry={staffEntry({ ...called, stage: atStage(2) })}
          workflow={lab}
          busy={false}
          onAction={onAction}
        />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Fertig – Besuch abschließen' })).toBeTruthy();
  });
});
