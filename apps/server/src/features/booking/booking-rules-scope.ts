import { effectiveBookingRules } from '@qtify/shared/domain/booking-rules';
import type { BusinessRow } from '../../db/schema/businesses';
import type { AppointmentTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { businessBookingRules } from '../businesses/business-booking-rules';
import type { BookingRulesScope } from '../scheduling/full-booking-dates';

/** The rules a patient's online booking of this type obeys: the type's overrides over the business's. */
export function bookingRulesScope(
  business: BusinessRow,
  type: Pick<AppointmentTypeWithDoctors, 'id' | 'bookingRules'>,
  exceptId?: string,
): BookingRulesScope {
  return {
    rules: effectiveBookingRules(businessBookingRules(business), type),
    businessId: business.id,
    typeId: type.id,
    exceptId,
  };
}
