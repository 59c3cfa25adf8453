import { DEFAULT_BOOKING_RULES } from '@qtify/shared/domain/booking-rules';
import type { Business } from '../lib/queries/businesses';

/** A business as its owner sees it (GET /api/businesses/:id), with the defaults a new one has. */
export function staffBusiness(changes: Partial<Business> = {}): Business {
  return {
    id: 'b1',
    publicId: 'abcdefghjk',
    name: 'Ordination Dr. Berger',
    industry: 'medical',
    colorTheme: 'default',
    timeZone: 'Europe/Vienna',
    languageId: 'de',
    defaultServiceMinutes: 10,
    selfRegistration: 'open',
    reminders: { enabled: true, hoursBefore: [24, 2] },
    waitingRoom: { noShowGraceMinutes: 5, alertAhead: 1 },
    walkInRetentionDays: 90,
    currency: 'EUR',
    bookingRules: { ...DEFAULT_BOOKING_RULES },
    phone: null,
    email: null,
    website: null,
    description: null,
    address: null,
    openingHours: null,
    listed: false,
    role: 'owner',
    links: {
      register: '/waitingRoom/patientnew?b=abcdefghjk',
      book: '/bookingflow/bookAppointment?b=abcdefghjk',
    },
    ...changes,
  };
}
