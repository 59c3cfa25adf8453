import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
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
