import type { EventContentArg } from '@fullcalendar/core';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import classes from './calendar.module.css';
import { patientName, widenHours } from './calendar-events';

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
 * Day and week views: the patient's name on its own line, then time and type, each cut with an
 * ellipsis, so a 30-minute appointment still says who it is. Short ones get one line. The month
 * view keeps FullCalendar's own line.
 */
export function timeGridContent(arg: EventContentArg) {
  const appointment = arg.event.extendedProps.appointment as Appointment | undefined;
  // The month view, and the mirror of a range being selected (no appointment yet), look as usual.
  if (!arg.view.type.startsWith('timeGrid') || !appointment) return true;
  const name = patientName(appointment);
  const minutes = ((arg.event.end?.getTime() ?? 0) - (arg.event.start?.getTime() ?? 0)) / 60_000;
  // The start is enough: the box's height shows the end. Wall-clock dates read in UTC.
  const start = arg.event.start?.toISOString().slice(11, 16) ?? '';
  if (minutes <= 20) return { domNodes: [line(classes.eventLine ?? '', `${start} ${name}`)] };
  const what = appointment.title ? `${start} · ${appointment.title}` : start;
  return { domNodes: [line(classes.eventName ?? '', name), line(classes.eventLine ?? '', what)] };
}
