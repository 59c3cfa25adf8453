import { Text } from '@mantine/core';
import { currentWaits } from '@qtify/shared/domain/current-waits';
import type { StaffEntry } from '../../lib/queries/queue';
import { DayCard } from './day-card';
import { formatTime } from './format-time';
import classes from './start-page.module.css';
import { useStartTranslation } from './use-start-translation';

interface QueueCardProps {
  /** The open entries (the waiting room's "waiting" tab), first page. */
  entries: readonly StaffEntry[];
  /** All open entries, on every page. */
  total: number;
  now: number;
  timeZone: string;
}

/** The queue now: how many wait, for how long on average and at most, and who is in treatment. */
export function QueueCard({ entries, total, now, timeZone }: QueueCardProps) {
  const { t, context, i18n } = useStartTranslation();
  const waits = currentWaits(entries, now);
  const inTreatment = entries.filter((entry) => entry.status === 'inTreatment');
  // Beyond the first page only the total is known: everyone there waits (treatment comes first).
  const waiting = Math.max(waits.waiting, total - inTreatment.length);
  const minutes = (value: number | null) =>
    value === null ? '–' : t('start.queue.minutes', { count: value });
  return (
    <DayCard title={t('start.queue.title', { context })} testId="start-queue">
      <dl className={classes.figures}>
        <div>
          <dt>{t('start.queue.waiting')}</dt>
          <dd data-testid="start-waiting">{waiting}</dd>
        </div>
        <div>
          <dt>{t('start.queue.average')}</dt>
          <dd>{minutes(waits.averageMinutes)}</dd>
        </div>
        <div>
          <dt>{t('start.queue.longest')}</dt>
          <dd>{minutes(waits.longestMinutes)}</dd>
        </div>
      </dl>
      {waiting === 0 && (
        <Text size="sm" className={classes.muted} mb="xs">
          {t('start.queue.empty', { context })}
        </Text>
      )}
      <Text fw={700} size="sm" mb={4}>
        {t('start.queue.inTreatment', { context })}
      </Text>
      {inTreatment.length === 0 ? (
        <Text size="sm" className={classes.muted}>
          {t('start.queue.noneInTreatment', { context })}
        </Text>
      ) : (
        <ul className={classes.rows}>
          {inTreatment.map((entry) => (
            <li key={entry.id} className={classes.row}>
              <span className={classes.time}>{formatTime(entry.calledAt, i18n.language, timeZone)}</span>
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
