import { groupOpeningDays } from '@qtify/shared/domain/opening-days';
import type { OpeningHours } from '@qtify/shared/domain/opening-hours';
import { useTranslation } from 'react-i18next';
import classes from './opening-hours-list.module.css';

/** "Mo." for weekday 1 in the page's language: 1 January 2024 was a Monday. */
function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/**
 * A business's opening hours as on its door, in the foot of its public pages: consecutive days
 * with the same hours on one line. Its own chunk: the foot renders after the page's content.
 */
export function OpeningHoursList({ hours }: { hours: readonly OpeningHours[] }) {
  const { t, i18n } = useTranslation('common');
  const days = groupOpeningDays(hours);
  if (days.length === 0) return null;
  const name = (weekday: number) => weekdayName(weekday, i18n.language);
  return (
    <div className={classes.hours}>
      <p className={classes.title}>{t('brand.openingHours')}</p>
      <dl className={classes.list}>
        {days.map((group) => (
          <div key={group.from} className={classes.row}>
            <dt>{group.from === group.to ? name(group.from) : `${name(group.from)}–${name(group.to)}`}</dt>
            <dd>{group.ranges.map((range) => `${range.start}–${range.end}`).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
