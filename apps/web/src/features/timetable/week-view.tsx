import '@mantine/core/styles/VisuallyHidden.layer.css';
import { VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { weekDates } from '@qtify/shared/domain/copy-week';
import type { ReactNode } from 'react';
import type { Timetable } from '../../lib/queries/timetable';
import { DayHours } from './day-hours';
import classes from './timetable.module.css';
import { type RowDay, type TimetableRow, timetableRows } from './timetable-rows';
import { useTimetableTranslation } from './use-timetable-translation';
import { dayLabel } from './week-label';

export interface WeekViewProps {
  timetable: Timetable;
  /** Makes each day a button (the edit page: change that date). */
  onDay?: (row: TimetableRow, day: RowDay) => void;
  /** Beside each name (the edit page: the regular week's editor). */
  rowAction?: (row: TimetableRow) => ReactNode;
}

/**
 * The team's week: on a desktop a grid (people down, Monday to Sunday across), on a phone a list
 * of days with who works when. Today is marked in both.
 */
export function WeekView(props: WeekViewProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { doctors, members } = timetableRows(props.timetable);
  const sections = [
    { id: 'doctors', rows: doctors },
    { id: 'members', rows: members },
  ] as const;
  return phone ? <DayList {...props} sections={sections} /> : <WeekGrid {...props} sections={sections} />;
}

type Sections = readonly { id: 'doctors' | 'members'; rows: TimetableRow[] }[];

function useSectionTitle() {
  const { t, context } = useTimetableTranslation();
  return (id: 'doctors' | 'members') =>
    id === 'doctors' ? t('timetable.doctors', { context }) : t('timetable.staff');
}

function DayCell({ row, day, onDay }: { row: TimetableRow; day: RowDay; onDay: WeekViewProps['onDay'] }) {
  const { t, language } = useTimetableTranslation();
  const content = <DayHours day={day} kind={row.owner.kind} />;
  if (!onDay) return content;
  return (
    <button
      type="button"
      className={classes.dayButton}
      onClick={() => onDay(row, day)}
      aria-label={t('timetable.changeDay', { name: row.name, date: dayLabel(day.date, language, true) })}
    >
      {content}
    </button>
  );
}

function RowName({ row, rowAction }: { row: TimetableRow; rowAction: WeekViewProps['rowAction'] }) {
  const { t } = useTimetableTranslation();
  return (
    <div className={classes.rowName}>
      <span className={classes.name}>{row.name}</span>
      {row.role && <span className={classes.role}>{t(`timetable.roles.${row.role}`, row.role)}</span>}
      {rowAction?.(row)}
    </div>
  );
}

function WeekGrid({ timetable, onDay, rowAction, sections }: WeekViewProps & { sections: Sections }) {
  const { t, language, context } = useTimetableTranslation();
  const title = useSectionTitle();
  const dates = weekDates(timetable.from);
  return (
    <div className={classes.gridScroll}>
      <table className={classes.grid} data-testid="timetable-grid">
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              <VisuallyHidden>{t('timetable.who')}</VisuallyHidden>
            </th>
            {dates.map((date) => (
              <th
                key={date}
                scope="col"
                className={date === timetable.today ? classes.today : undefined}
                aria-current={date === timetable.today ? 'date' : undefined}
              >
                {dayLabel(date, language)}
                {date === timetable.today && (
                  <span className={classes.todayMark}>{t('timetable.today')}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.id}>
            <tr>
              <th scope="colgroup" colSpan={8} className={classes.section}>
                {title(section.id)}
              </th>
            </tr>
            {section.rows.length === 0 && (
              <tr>
                <td colSpan={8} className={classes.empty}>
                  {section.id === 'doctors' ? t('timetable.noDoctors', { context }) : t('timetable.noStaff')}
                </td>
              </tr>
            )}
            {section.rows.map((row) => (
              <tr key={row.owner.id} data-testid={`timetable-row-${row.owner.id}`}>
                <th scope="row">
                  <RowName row={row} rowAction={rowAction} />
                </th>
                {row.days.map((day) => (
                  <td key={day.date} className={day.date === timetable.today ? classes.today : undefined}>
                    <DayCell row={row} day={day} onDay={onDay} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function DayList({ timetable, onDay, rowAction, sections }: WeekViewProps & { sections: Sections }) {
  const { t, language } = useTimetableTranslation();
  const title = useSectionTitle();
  const dates = weekDates(timetable.from);
  return (
    <ol className={classes.dayList} data-testid="timetable-days">
      {dates.map((date, index) => (
        <li
          key={date}
          className={`${classes.dayCard} ${date === timetable.today ? classes.todayCard : ''}`}
          aria-current={date === timetable.today ? 'date' : undefined}
        >
          <h2 className={classes.dayTitle}>
            {dayLabel(date, language, true)}
            {date === timetable.today && <span className={classes.todayMark}>{t('timetable.today')}</span>}
          </h2>
          {sections.map((section) =>
            section.rows.length === 0 ? null : (
              <section key={section.id} className={classes.daySection}>
                <h3 className={classes.daySectionTitle}>{title(section.id)}</h3>
                <ul className={classes.dayRows}>
                  {section.rows.map((row) => (
                    <li key={row.owner.id} className={classes.dayRow}>
                      <RowName row={row} rowAction={index === 0 ? rowAction : undefined} />
                      <DayCell row={row} day={row.days[index]!} onDay={onDay} />
                    </li>
                  ))}
                </ul>
              </section>
            ),
          )}
        </li>
      ))}
    </ol>
  );
}
