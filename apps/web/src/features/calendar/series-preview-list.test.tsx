import type { SeriesInstance } from '@qtify/shared/schemas/series-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../test/render-with-app';
import { SeriesPreviewList } from './series-preview-list';

const text = (key: string, values: object = {}) => i18n.t(key, { ns: 'calendar', ...values });

// Tuesdays at 10:00 in Vienna; the third is taken, the first already past.
const tuesday = (index: number, day: string, conflict: SeriesInstance['conflict'] = null) => ({
  index,
  start: `2026-03-${day}T09:00:00.000Z`,
  end: `2026-03-${day}T09:30:00.000Z`,
  conflict,
  warning: null,
});
const instances: SeriesInstance[] = [
  tuesday(1, '03', 'past'),
  tuesday(2, '10'),
  tuesday(3, '17', 'slotTaken'),
  tuesday(4, '24'),
];

describe('the preview of a weekly series', () => {
  it('lists each instance with its date, ticks the free ones and says why the others cannot be booked', async () => {
    await i18n.loadNamespaces('calendar');
    renderWithApp(
      <SeriesPreviewList
        instances={instances}
        skipped={new Set()}
        onToggle={() => {}}
        timeZone="Europe/Vienna"
      />,
    );
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false, true]);
    expect(boxes.map((box) => (box as HTMLInputElement).disabled)).toEqual([true, false, true, false]);
    expect(screen.getByText(text('series.conflict.past'))).toBeTruthy();
    expect(screen.getByText(text('series.conflict.slotTaken'))).toBeTruthy();
    // Each at 10:00 local time, also after the change to summer time.
    expect(screen.getAllByText(/10:00/, { selector: 'span' })).toHaveLength(4);
    expect(screen.getByText(text('series.chosen', { count: 2, total: 4 }))).toBeTruthy();
  });

  it('warns of an instance in the doctor’s absence, which staff may still tick', async () => {
    await i18n.loadNamespaces('calendar');
    const onToggle = vi.fn();
    const holiday = { ...tuesday(2, '10'), warning: 'absence' as const };
    renderWithApp(
      <SeriesPreviewList
        instances={[tuesday(1, '03'), holiday]}
        skipped={new Set([2])}
        onToggle={onToggle}
        timeZone="Europe/Vienna"
      />,
    );
    expect(screen.getByText(text('series.warning.absence'))).toBeTruthy();
    const second = screen.getAllByRole('checkbox')[1] as HTMLInputElement;
    expect(second.disabled).toBe(false);
    await userEvent.click(second);
    expect(onToggle).toHaveBeenCalledWith(2);
  });

  it('lets staff untick a free instance', async () => {
    await i18n.loadNamespaces('calendar');
    const onToggle = vi.fn();
    renderWithApp(
      <SeriesPreviewList
        instances={instances}
        skipped={new Set([4])}
        onToggle={onToggle}
        timeZone="Europe/Vienna"
      />,
    );
    const fourth = screen.getAllByRole('checkbox')[3] as HTMLInputElement;
    expect(fourth.checked).toBe(false);
    expect(screen.getByText(text('series.chosen', { count: 1, total: 4 }))).toBeTruthy();
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    expect(onToggle).toHaveBeenCalledWith(2);
  });
});
