import type { WorkingTime } from '@qtify/shared/domain/working-times';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { contrastRatio } from '../../lib/palette';
import { wallClockIso } from './zoned-clock';

/** What FullCalendar needs of one appointment (a plain object: the calendar stays untyped here). */
export interface CalendarEvent {
  id: string;
  title: string;
  start: string;
  end: string;
  backgroundColor: string;
  borderColor: string;
  textColor: string;
  extendedProps: { appointment: Appointment };
}

/** Black or white, whichever reads better on the type's colour. */
export function textColorOn(background: string): string {
  try {
    return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000')
      ? '#ffffff'
      : '#000000';
  } catch {
    return '#ffffff';
  }
}

export function patientName(appointment: Pick<Appointment, 'patient'>): string {
  return `${appointment.patient.firstName} ${appointment.patient.lastName}`.trim();
}

/** An appointment as a calendar event: "patient · type", in the type's colour, at the business's wall clock. */
export function toCalendarEvent(appointment: Appointment, timeZone: string): CalendarEvent {
  const color = /^#[0-9a-f]{6}$/i.test(appointment.color) ? appointment.color : '#607d8b';
  const name = patientName(appointment);
  return {
    id: appointment.id,
    title: appointment.title ? `${name} · ${appointment.title}` : name,
    start: wallClockIso(appointment.start, timeZone),
    end: wallClockIso(appointment.end, timeZone),
    backgroundColor: color,
    borderColor: color,
    textColor: textColorOn(color),
    extendedProps: { appointment },
  };
}

const DEFAULT_WINDOW = { slotMinTime: '07:00:00', slotMaxTime: '20:00:00' };

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/**
 * The hours the day and week views show: from the earliest start to the latest end of the working
 * times, widened to whole hours; 07:00–20:00 while nobody has working times.
 */
export function visibleHours(workingTimes: readonly WorkingTime[]): {
  slotMinTime: string;
  slotMaxTime: string;
} {
  if (workingTimes.length === 0) return DEFAULT_WINDOW;
  const start = Math.min(...workingTimes.map((time) => minutesOf(time.start)));
  const end = Math.max(...workingTimes.map((time) => minutesOf(time.end)));
  return {
    slotMinTime: clock(Math.floor(start / 60) * 60),
    slotMaxTime: clock(Math.ceil(end / 60) * 60),
  };
}

/** Working times as FullCalendar business hours (FullCalendar counts Sunday as 0, we as 7). */
export function businessHours(workingTimes: readonly WorkingTime[]) {
  return workingTimes.map((time) => ({
    daysOfWeek: [time.weekday % 7],
    startTime: time.start,
    endTime: time.end,
  }));
}

/**
 * Widens the visible hours so no appointment hides outside them (booked before the working times
 * changed, or squeezed in early). `spans` are wall-clock ISO strings as the calendar holds them.
 */
export function widenHours(
  hours: { slotMinTime: string; slotMaxTime: string },
  spans: readonly { start: string; end: string }[],
): { slotMinTime: string; slotMaxTime: string } {
  let min = minutesOf(hours.slotMinTime);
  let max = minutesOf(hours.slotMaxTime);
  for (const span of spans) {
    const start = minutesOf(span.start.slice(11, 16));
    const sameDay = span.start.slice(0, 10) === span.end.slice(0, 10);
    const end = sameDay ? minutesOf(span.end.slice(11, 16)) : 24 * 60;
    min = Math.min(min, Math.floor(start / 60) * 60);
    max = Math.max(max, Math.ceil(end / 60) * 60);
  }
  return { slotMinTime: clock(min), slotMaxTime: clock(max) };
}
