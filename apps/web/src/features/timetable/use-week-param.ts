import { isCalendarDate } from '@qtify/shared/domain/date-bounds';
import { isIsoDate } from '@qtify/shared/domain/zoned-time';
import { useSearchParams } from 'react-router';

/**
 * The week shown, kept in the address (`?week=2026-03-09`), so a reload, the back button and the
 * switch between viewing and editing keep it. Empty: the business's current week.
 */
export function useWeekParam(): [string, (week: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('week') ?? '';
  const week = isIsoDate(value) && isCalendarDate(value) ? value : '';
  const setWeek = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('week', next);
        else copy.delete('week');
        return copy;
      },
      { replace: true },
    );
  return [week, setWeek];
}
