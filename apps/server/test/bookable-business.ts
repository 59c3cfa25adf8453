import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { Business } from '@qtify/shared/schemas/business-schemas';
import type { Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { App } from '../src/app';
import { bearer } from './accounts';
import { signUpWithBusiness } from './businesses';
import { createDoctor } from './doctors';

export interface BookableBusiness {
  token: string;
  business: Business;
  doctors: Doctor[];
  type: AppointmentType;
}

const WEEKDAYS_8_TO_12 = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '12:00' }));

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

/**
 * A business (Europe/Vienna) whose doctors work Monday to Friday 08:00–12:00 unless told
 * otherwise, with one appointment type of `durationMinutes` (default 30) offered by all of them.
 * `restaurant: true` makes it a restaurant whose doctors are tables ("Tisch 1", 4 persons unless
 * `partySizes` gives each table's size in order).
 */
export async function createBookableBusiness(
  app: App,
  options: {
    doctors?: number;
    durationMinutes?: number;
    workingTimes?: object[];
    restaurant?: boolean;
    partySizes?: number[];
  } = {},
): Promise<BookableBusiness> {
  const { token, business } = await signUpWithBusiness(
    app,
    options.restaurant ? { name: 'Trattoria Test', industry: 'restaurant' } : {},
  );
  const doctors: Doctor[] = [];
  for (let index = 0; index < (options.doctors ?? options.partySizes?.length ?? 1); index++) {
    const doctor = await createDoctor(
      app,
      token,
      business.id,
      options.restaurant
        ? { name: `Tisch ${index + 1}`, partySize: options.partySizes?.[index] ?? 4 }
        : { name: `Dr. ${index + 1}` },
    );
    const week = await app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/doctors/${doctor.id}/working-times`,
      headers: bearer(token),
      payload: options.workingTimes ?? WEEKDAYS_8_TO_12,
    });
    await expectStatus(week, 200, 'PUT working-times');
    doctors.push(doctor);
  }
  const typeResponse = await app.inject({
    method: 'POST',
    url: `/api/businesses/${business.id}/appointment-types`,
    headers: bearer(token),
    payload: {
      title: 'Kontrolle',
      durationMinutes: options.durationMinutes ?? 30,
      color: '#2196F3',
      doctorIds: doctors.map((doctor) => doctor.id),
    },
  });
  await expectStatus(typeResponse, 201, 'POST appointment-types');
  return { token, business, doctors, type: typeResponse.json().appointmentType };
}

/** The body of a public booking of `start` for Anna Berger (phone 0664 1234567). */
export function bookingBody(typeId: string, start: string, overrides: object = {}) {
  return { typeId, start, firstName: 'Anna', lastName: 'Berger', phone: '0664 1234567', ...overrides };
}

/** GET /api/public/businesses/:publicId/slots?<query>, as a patient's browser asks. */
export function publicSlots(app: App, publicId: string, query: string) {
  return app.inject(`/api/public/businesses/${publicId}/slots?${query}`);
}

/** POST /api/public/businesses/:publicId/bookings, as a patient's browser sends it. */
export function publicBooking(
  app: App,
  publicId: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: `/api/public/businesses/${publicId}/bookings`, payload, headers });
}
