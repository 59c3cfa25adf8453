import { CalendarPage } from '../../features/calendar/calendar-page';
import { QueuePanel } from '../../features/waiting-room/queue-panel';
import classes from './ordination-calendar-page.module.css';

/**
 * `/waitingRoom/OrdinationCalendar` (alias `/ro23omasfdas/app-calendar`): the calendar with the
 * waiting room's queue beside it on wide screens, below it on phones and tablets. The two features
 * meet only here (they never import each other).
 */
export function OrdinationCalendarPage() {
  return (
    <div className={classes.layout}>
      <div className={classes.calendar}>
        <CalendarPage />
      </div>
      <aside className={classes.queue}>
        <QueuePanel />
      </aside>
    </div>
  );
}
