import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';

/** The public id of the place the patient pages' tests visit. */
export const PUBLIC_ID = 'abcdefghjk';

/** A practice as its public pages see it (GET /api/public/businesses/:publicId): open online, no contact yet. */
export function publicPlace(changes: Partial<PublicBusiness> = {}): PublicBusiness {
  return {
    name: 'Ordination Dr. Berger',
    industry: 'medical',
    colorTheme: 'default',
    timeZone: 'Europe/Vienna',
    maxPartySize: null,
    openOnline: true,
    selfRegistration: 'open',
    phone: null,
    email: null,
    website: null,
    address: null,
    addressLine: null,
    description: null,
    openingHours: [],
    announcements: [],
    ...changes,
  };
}

/** A check-up of 15 minutes with Dr. Berger, as the booking page lists it: no doctor choice, no rules. */
export function publicType(changes: Partial<PublicAppointmentType> = {}): PublicAppointmentType {
  return {
    id: 't1',
    title: 'Kontrolle',
    description: null,
    durationMinutes: 15,
    color: '#228be6',
    doctorIds: ['d1'],
    maxPartySize: null,
    doctors: null,
    needsBirthdate: false,
    needsConfirmation: false,
    ...changes,
  };
}

/** A booking of the check-up with Dr. Berger as its manage link answers it (GET /api/public/bookings/:token). */
export function publicBooking(start: string, end: string, changes: Partial<Booking> = {}): Booking {
  return {
    id: 'a1',
    start,
    end,
    doctorId: 'd1',
    doctorName: 'Dr. Berger',
    typeId: 't1',
    title: 'Kontrolle',
    businessName: 'Ordination Dr. Berger',
    businessPublicId: PUBLIC_ID,
    timeZone: 'Europe/Vienna',
    cancelled: false,
    partySize: null,
    confirmation: null,
    waitlisted: false,
    changeableUntil: start,
    ...changes,
  };
}
