import { describe, expect, it } from 'vitest';
import { cancellationMail } from './cancellation-mail';

const base = {
  to: 'gast@example.com',
  firstName: 'Luca',
  businessName: 'Trattoria Bella',
  timeZone: 'Europe/Vienna',
  appointmentId: 'a1',
  title: 'Abendessen',
  doctorName: 'Tisch 4',
  partySize: 4,
  start: new Date('2026-03-03T18:00:00Z'),
  end: new Date('2026-03-03T20:00:00Z'),
  now: new Date('2026-03-02T08:00:00Z'),
  bookAgainLink: 'https://qtify.example/bookingflow/bookAppointment?b=ABC',
  businessPhone: null,
  location: null,
  organizer: { name: 'Trattoria Bella', email: 'no-reply@qtify.example' },
  attendee: { name: 'Luca Rossi', email: 'gast@example.com' },
  sequence: 1,
  bookedOnline: true,
};

describe('the cancellation mail', () => {
  it('speaks of a reservation to a restaurant’s guest, in the business’s language', () => {
    const mail = cancellationMail({ ...base, languageId: 'de', industry: 'restaurant', by: 'patient' });
    expect(mail.subject).toBe('Storniert: Ihre Reservierung bei Trattoria Bella am Dienstag, 3. März 2026');
    expect(mail.text).toContain('Ihre Reservierung ist storniert:');
    expect(mail.text).toContain('Für 4 Personen');
    expect(mail.text).toContain('Reservierter Tisch: Tisch 4');
    expect(mail.text).toContain(`Neu reservieren: ${base.bookAgainLink}`);
    expect(mail.attachments?.[0]).toMatchObject({ filename: 'reservation.ics' });
    expect(mail.attachments?.[0]?.content).toContain('METHOD:CANCEL');
  });

  it('tells people cancelled by the place that they may not have booked it themselves', () => {
    const mail = cancellationMail({ ...base, languageId: 'en', industry: 'medical', by: 'place' });
    expect(mail.subject).toBe('Cancelled: your appointment at Trattoria Bella on Tuesday, March 3, 2026');
    expect(mail.text).toContain('Trattoria Bella has cancelled your appointment:');
    expect(mail.text).toContain('If you did not book this appointment yourself, you can ignore this e-mail.');
    expect(mail.html).toContain('If you did not book this appointment yourself');
  });
});
