import { effectiveBookingRules } from '@qtify/shared/domain/booking-rules';
import { largestPartySize } from '@qtify/shared/domain/party-size';
import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { AppDatabase } from '../../db/database';
import { queryAll } from '../../db/query-all';
import { businessBookingRules } from '../businesses/business-booking-rules';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { listDoctorNames, listTableSizes } from '../doctors/doctors.service';
import { listAppointmentTypes } from './list-appointment-types';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * What the public booking page offers, by the public id of the business's links (no login). A
 * restaurant's guest names the party after the type: the type's own tables set how large it may be.
 * Each type says what its booking rules ask of the page: the doctors to choose from (where a type
 * has several and the business lets patients choose; by name), the birthdate, and whether it is a request.
 */
export async function listPublicAppointmentTypes(
  db: AppDatabase,
  publicId: string,
): Promise<PublicAppointmentType[]> {
  const business = await findPublicBusiness(db, publicId);
  if (!business) throw businessNotFound();
  const types = await listAppointmentTypes(db, business.id);
  const restaurant = business.industry === 'restaurant';
  const [tableSizes, doctorNames] = await queryAll(db, [
    async () => (restaurant ? listTableSizes(db, business.id) : []),
    () => listDoctorNames(db, business.id),
  ]);
  const tables = new Map(tableSizes.map((table) => [table.id, table]));
  const names = new Map(doctorNames.map((doctor) => [doctor.id, doctor.name]));
  const ruleOf = businessBookingRules(business);
  return types.map(({ bookingRules, ...type }) => {
    const rules = effectiveBookingRules(ruleOf, { bookingRules });
    const choice = rules.allowDoctorChoice && type.doctorIds.length > 1;
    return {
      ...type,
      maxPartySize: restaurant
        ? largestPartySize(type.doctorIds.flatMap((id) => tables.get(id) ?? []))
        : null,
      doctors: choice ? type.doctorIds.map((id) => ({ id, name: names.get(id) ?? '' })).sort(byName) : null,
      needsBirthdate: rules.knownPatientsOnly,
      needsConfirmation: rules.needsConfirmation,
    };
  });
}
