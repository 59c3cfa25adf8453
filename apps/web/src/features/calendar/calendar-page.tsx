/** `/waitingRoom/OrdinationCalendar` (alias `/ro23omasfdas/app-calendar`): the staff calendar. */
export function CalendarPage() {
  return null;
}
