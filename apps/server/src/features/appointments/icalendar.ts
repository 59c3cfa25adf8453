// RFC 5545, the few parts an invitation needs. Lines end in CRLF and are folded at 75
// octets (never inside a UTF-8 character); text values escape backslash, semicolon, comma and every
// line break (CRLF, LF or a bare CR), and drop the other control characters TEXT may not hold.

/** A person or place in the calendar entry: a name and a mail address. */
export interface CalendarAddress {
  name: string;
  email: string;
}

export interface CalendarEvent {
  uid: string;
  /**
   * REQUEST for the booking and each move, CANCEL for the cancellation (RFC 5546): the entry of the
   * same UID is updated or removed in the patient's calendar, the higher SEQUENCE winning.
   */
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description?: string;
  url?: string;
  /** The business: REQUEST and CANCEL need an organizer, and the patient's reply goes there. */
  organizer: CalendarAddress;
  /** The patient, who has accepted by booking (no reply asked). */
  attendee: CalendarAddress;
  /** The business's address, when it gave one. */
  location?: string | null;
}

function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value (RFC 5545 §3.3.11): nothing in it can end the line or start a property. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n|\u2028|\u2029/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g, '')
  );
}

/** A parameter value (CN): quoted, without the quotes and control characters it may not hold. */
function paramText(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return `"${value.replace(/["\u0000-\u001F\u007F-\u009F\u2028\u2029]/g, '')}"`;
}

function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // The first line holds 75 octets; continuation lines start with a space, so 74 more each.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VCALENDAR with one VEVENT, as the text of an `.ics` file. */
export function icalendar(event: CalendarEvent): string {
  return icalendarOf(event.method, [event]);
}

/** A VCALENDAR with several VEVENTs of one method (a weekly series), as the text of an `.ics` file. */
export function icalendarOf(
  method: CalendarEvent['method'],
  events: Omit<CalendarEvent, 'method'>[],
): string {
  const cancelled = method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Qtify//Online booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utc(event.stamp)}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      ...(event.url ? [`URL:${event.url}`] : []),
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      `ORGANIZER;CN=${paramText(event.organizer.name)}:mailto:${event.organizer.email}`,
      `ATTENDEE;CN=${paramText(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
      `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
