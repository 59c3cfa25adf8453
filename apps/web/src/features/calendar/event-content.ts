import type { EventContentArg } from '@fullcalendar/core';
import { formatClockTime } from '@qtify/shared/domain/clock-time-label';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import classes from './calendar.module.css';
import { patientName, widenHours } from './calendar-events';
import { toWallClock } from './zoned-clock';

type Span = { start: string; end: string };

/** Whether two sets of appointments need the same visible hours (re-render only when not). */
export function sameHours(a: Span[], b: Span[]) {
  const base = { slotMinTime: '12:00:00', slotMaxTime: '12:00:00' };
  const left = widenHours(base, a);
  const right = widenHours(base, b);
  return left.slotMinTime === right.slotMinTime && left.slotMaxTime === right.slotMaxTime;
}

function line(className: string, text: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = className;
  element.textContent = text;
  return element;
}

/**
 * The start of an event as the day and week views write it: its wall-clock time, and in the hour
 * repeated when clocks go back its zone too ("02:30 (MEZ)"), which the wall clock alone cannot
 * tell. While it is dragged, the event's new wall time (the appointment still has the old one).
 */
export function eventStartText(
  wallStart: Date | null,
  appointmentStart: string,
  timeZone: string,
  language: string,
): string {
  const wall = wallStart?.toISOString().slice(11, 16) ?? '';
  if (toWallClock(appointmentStart, timeZone).toISOString().slice(11, 16) !== wall) return wall;
  return formatClockTime(appointmentStart, timeZone, language, { hourCycle: 'h23' });
}

/**
 * Day and week views: the patient's name on its own line, then time and type, each cut with an
 * ellipsis, so a 30-minute appointment still says who it is. Short ones get one line. The month
 * view keeps FullCalendar's own line.
 */
export function timeGridContent(timeZone: string, language: string) {
  return (arg: EventContentArg) => {
    const appointment = arg.event.extendedProps.appointment as Appointment | undefined;
    // The month view, and the mirror of a range being selected (no appointment yet), look as usual.
    if (!arg.view.type.startsWith('timeGrid') || !appointment) return true;
    const name = patientName(appointment);
    const minutes = ((arg.event.end?.getTime() ?? 0) - (arg.event.start?.getTime() ?? 0)) / 60_000;
    // The start is enough: the box's height shows the end.
    const start = eventStartText(arg.event.start, appointment.start, timeZone, language);
    if (minutes <= 20) return { domNodes: [line(classes.eventLine ?? '', `${start} ${name}`)] };
    const what = appointment.title ? `${start} · ${appointment.title}` : start;
    return { domNodes: [line(classes.eventName ?? '', name), line(classes.eventLine ?? '', what)] };
  };
}
