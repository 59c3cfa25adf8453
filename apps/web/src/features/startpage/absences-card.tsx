import type { Doctor } from '../../lib/queries/doctors';
import { DayCard } from './day-card';
import { EmptyLine } from './empty-line';
import classes from './start-page.module.css';
import { useStartTranslation } from './use-start-translation';

interface AbsencesCardProps {
  doctors: readonly Doctor[];
  /** The business's today, YYYY-MM-DD. */
  date: string;
}

/** Who is away today (a doctor or a table), all day or from–to, and why. */
export function AbsencesCard({ doctors, date }: AbsencesCardProps) {
  const { t, context } = useStartTranslation();
  const away = doctors.flatMap((doctor) =>
    doctor.absences
      .filter((absence) => absence.from <= date && date <= absence.to)
      .map((absence) => ({ doctor, absence })),
  );
  return (
    <DayCard title={t('start.absences.title', { context })} testId="start-absences">
      {away.length === 0 ? (
        <EmptyLine>{t('start.absences.empty', { context })}</EmptyLine>
      ) : (
        <ul className={classes.rows}>
          {away.map(({ doctor, absence }) => (
            <li key={absence.id} className={classes.row}>
              <span className={classes.name}>
                <strong>{doctor.name}</strong>
                {' · '}
                {absence.allDay || !absence.start || !absence.end
                  ? t('start.absences.allDay')
                  : `${absence.start.slice(0, 5)}–${absence.end.slice(0, 5)}`}
                {absence.reason && <span className={classes.muted}> · {absence.reason}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DayCard>
  );
}
