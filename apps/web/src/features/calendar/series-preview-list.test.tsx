import type { SeriesInstance } from '@qtify/shared/schemas/series-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithApp } from '../../test/render-with-app';
import { SeriesPreviewList } from './series-preview-list';

const text = (key: string, values: object = {}) => i18n.t(key, { ns: 'calendar', ...values });

// Tuesdays at 10:00 in Vienna; the third is taken, the first already past.
const instances: SeriesInstance[] = [
  { index: 1, start: '2026-03-03T09:00:00.000Z', end: '2026-03-03T09:30:00.000Z', conflict: 'past' },
  { index: 2, start: '2026-03-10T09:00:00.000Z', end: '2026-03-10T09:30:00.000Z', conflict: null },
  { index: 3, start: '2026-03-17T09:00:00.000Z', end: '2026-03-17T09:30:00.000Z', conflict: 'slotTaken' },
  { index: 4, start: '2026-03-24T09:00:00.000Z', end: '2026-03-24T09:30:00.000Z', conflict: null },
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
