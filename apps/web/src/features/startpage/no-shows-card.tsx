import type { StaffEntry } from '../../lib/queries/queue';
import { DayCard } from './day-card';
import { EmptyLine } from './empty-line';
import { formatTime } from './format-time';
import classes from './start-page.module.css';
import { useStartTranslation } from './use-start-translation';

interface NoShowsCardProps {
  /** Today's finished entries (the waiting room's "today" tab, status done). */
  entries: readonly StaffEntry[];
  timeZone: string;
}

/**
 * Today's no-shows: queue entries closed as "did not come". Appointments have no such mark (the
 * calendar only cancels), so they are not counted here.
 */
export function NoShowsCard({ entries, timeZone }: NoShowsCardProps) {
  const { t, context, i18n } = useStartTranslation();
  const noShows = entries.filter((entry) => entry.status === 'done' && entry.outcome === 'noShow');
  return (
    <DayCard
      title={t('start.noShows.title')}
      badge={noShows.length > 0 ? noShows.length : null}
      testId="start-no-shows"
    >
      {noShows.length === 0 ? (
        <EmptyLine>{t('start.noShows.empty', { context })}</EmptyLine>
      ) : (
        <ul className={classes.rows}>
          {noShows.map((entry) => (
            <li key={entry.id} className={classes.row}>
              <span className={classes.time}>
                {formatTime(entry.finishedAt ?? entry.createdAt, i18n.language, timeZone)}
              </span>
              <span className={classes.name}>
                {entry.patient.firstName} {entry.patient.lastName}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DayCard>
  );
}
