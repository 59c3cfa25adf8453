import { CalendarPage } from '../../features/calendar/calendar-page';

/** `/waitingRoom/OrdinationCalendar`: the calendar, with the waiting room's queue beside it (in progress). */
export function OrdinationCalendarPage() {
  return <CalendarPage />;
}
