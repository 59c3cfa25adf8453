import type { OpeningHours } from '@qtify/shared/domain/opening-hours';
import { isoWeekday, localDateOf } from '@qtify/shared/domain/zoned-time';
import { useTranslation } from 'react-i18next';
import classes from './shops.module.css';

const WEEK = [1, 2, 3, 4, 5, 6, 7];

/** "Montag" for weekday 1 in the page's language: 1 January 2024 was a Monday. */
function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

interface ShopHoursProps {
  hours: readonly OpeningHours[];
  /** The business's time zone: "today" is its today, wherever the visitor is. */
  timeZone: string;
  now: number;
}

/** The whole week's opening hours, today's row marked. */
export function ShopHours({ hours, timeZone, now }: ShopHoursProps) {
  const { t, i18n } = useTranslation('shops');
  const headingId = 'shop-hours-heading';
  const today = isoWeekday(localDateOf(now, timeZone));
  return (
    <section className={classes.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.cardTitle}>
        {t('hours.heading')}
      </h2>
      {hours.length === 0 ? (
        <p className={classes.muted}>{t('hours.none')}</p>
      ) : (
        <dl className={classes.hours}>
          {WEEK.map((weekday) => {
            const ranges = hours.filter((range) => range.weekday === weekday);
            const isToday = weekday === today;
            return (
              <div
                key={weekday}
                className={isToday ? `${classes.hoursRow} ${classes.today}` : classes.hoursRow}
                aria-current={isToday ? 'date' : undefined}
              >
                <dt>
                  {weekdayName(weekday, i18n.language)}
                  {isToday && <span className={classes.todayTag}> ({t('hours.today')})</span>}
                </dt>
                <dd>
                  {ranges.length > 0
                    ? ranges.map((range) => `${range.start}–${range.end}`).join(', ')
                    : t('hours.closed')}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
