import type { MailAttachment } from '../mail/mailer';
import { type CalendarAddress, icalendar } from './icalendar';

/** What the calendar entry of an appointment is made of (AppointmentMail has it all). */
export interface AppointmentCalendarFacts {
  appointmentId: string;
  industry: string;
  businessName: string;
  title: string;
  start: Date;
  end: Date;
  sequence: number;
  organizer: CalendarAddress;
  attendee: CalendarAddress;
  location: string | null;
}

/**
 * The appointment as an `.ics` attachment. Its UID never changes, so each mail about it updates
 * the one entry in the patient's calendar: REQUEST (booked, moved) or CANCEL, with the SEQUENCE
 * stored on the appointment (raised by every move and the cancellation).
 */
export function appointmentCalendarFile(
  facts: AppointmentCalendarFacts,
  options: { method: 'REQUEST' | 'CANCEL'; now: Date; description?: string; url?: string },
): MailAttachment {
  const ics = icalendar({
    uid: `${facts.appointmentId}@qtify`,
    method: options.method,
    sequence: facts.sequence,
    start: facts.start,
    end: facts.end,
    stamp: options.now,
    summary: `${facts.title} – ${facts.businessName}`,
    description: options.description,
    url: options.url,
    organizer: facts.organizer,
    attendee: facts.attendee,
    location: facts.location,
  });
  return {
    filename: facts.industry === 'restaurant' ? 'reservation.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: ics,
  };
}
