import type { BookingRules, TypeBookingRules } from '@qtify/shared/schemas/business-schemas';
import type { App } from '../src/app';
import { bearer } from './accounts';
import type { BookableBusiness } from './bookable-business';

/** PATCH the business's booking rules (only those given change); throws unless 200. */
export async function setBookingRules(app: App, place: BookableBusiness, rules: Partial<BookingRules>) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/businesses/${place.business.id}`,
    headers: bearer(place.token),
    payload: { bookingRules: rules },
  });
  if (response.statusCode !== 200) throw new Error(`PATCH business: ${response.statusCode} ${response.body}`);
  return response.json().business.bookingRules as BookingRules;
}

/** PATCH the type's overrides of the business's rules (replacing its earlier ones); throws unless 200. */
export async function setTypeBookingRules(app: App, place: BookableBusiness, rules: TypeBookingRules) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/businesses/${place.business.id}/appointment-types/${place.type.id}`,
    headers: bearer(place.token),
    payload: { bookingRules: rules },
  });
  if (response.statusCode !== 200) throw new Error(`PATCH type: ${response.statusCode} ${response.body}`);
  return response.json().appointmentType as { bookingRules: TypeBookingRules };
}
