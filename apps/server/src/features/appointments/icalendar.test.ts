import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, icalendar } from './icalendar';

const event = (summary: string, description?: string) =>
  icalendar({
    uid: 'a1@qtify',
    method: 'REQUEST',
    sequence: 0,
    organizer: { name: 'Praxis "Dr. Huber"', email: 'praxis@example.com' },
    attendee: { name: 'Anna Berger', email: 'anna@example.com' },
    location: 'Hauptstraße 1, 1010 Wien',
    start: new Date('2026-03-02T09:00:00Z'),
    end: new Date('2026-03-02T09:30:00Z'),
    stamp: new Date('2026-03-01T12:00:00Z'),
    summary,
    description,
    url: 'https://qtify.example/bookingflow/booking?token=abc',
  });

const vevent = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');

describe('the .ics of a booking', () => {
  it('escapes backslash, semicolon and comma, and keeps them through a calendar parser', () => {
    const summary = 'Kontrolle; Dr. Huber, Raum 2 \\ Süd';
    const ics = event(summary);
    expect(ics).toContain('SUMMARY:Kontrolle\\; Dr. Huber\\, Raum 2 \\\\ Süd');
    expect(vevent(ics)?.getFirstPropertyValue('summary')).toBe(summary);
  });

  it('turns every line break into \\n: CRLF, LF and a bare CR, so no value can start a property', () => {
    const injected = 'Anna\rBerger\nDESCRIPTION:phishing\r\nATTACH:https://evil.example/x';
    const ics = event(injected, 'Zeile 1\rZeile 2');
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const parsed = vevent(ics);
    expect(parsed?.getFirstPropertyValue('summary')).toBe(
      'Anna\nBerger\nDESCRIPTION:phishing\nATTACH:https://evil.example/x',
    );
    expect(parsed?.getFirstPropertyValue('description')).toBe('Zeile 1\nZeile 2');
    expect(parsed?.getAllProperties('attach')).toEqual([]);
  });

  it('names the business as organizer (quotes in its name dropped), the patient and the place', () => {
    const parsed = vevent(event('Kontrolle'));
    const organizer = parsed?.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe('mailto:praxis@example.com');
    expect(organizer?.getParameter('cn')).toBe('Praxis Dr. Huber');
    expect(parsed?.getFirstPropertyValue('attendee')).toBe('mailto:anna@example.com');
    expect(parsed?.getFirstPropertyValue('location')).toBe('Hauptstraße 1, 1010 Wien');
    expect(parsed?.getFirstPropertyValue('sequence')).toBe(0);
  });

  it('drops other control characters, which TEXT may not hold, and keeps tabs', () => {
    expect(escapeText('A\u0000B\u001bC\u007fD\u0085E\tF')).toBe('ABCDE\tF');
  });

  it('ends every line in CRLF and folds long ones at 75 octets without splitting a character', () => {
    const ics = event(`Vorsorgeuntersuchung ${'ü'.repeat(80)}`);
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(vevent(ics)?.getFirstPropertyValue('summary')).toBe(`Vorsorgeuntersuchung ${'ü'.repeat(80)}`);
  });
});
