import type { SeriesInstance, SeriesPreviewBody } from '@qtify/shared/schemas/series-schemas';
import type { Membership } from '../memberships/membership';
import type { AppointmentsDeps } from './appointments-deps';
import { planSeries } from './plan-series';
import { findSeriesConflicts } from './series-checks';
import { findSeriesWarnings } from './series-warnings';
import { assertStaffBooking } from './staff-patient';

/**
 * POST …/appointments/series/preview: each instance of a weekly series with its conflict (in the
 * past, the doctor booked then, …) or warning (in an absence, outside working time), before
 * anything is saved. Staff untick what they do not want.
 */
export async function previewSeries(
  deps: AppointmentsDeps,
  membership: Membership,
  body: SeriesPreviewBody,
): Promise<SeriesInstance[]> {
  assertStaffBooking(body);
  const { instances, timeZone } = await planSeries(deps.db, membership.businessId, body);
  const now = deps.clock.now();
  const { doctorId } = body;
  const conflicts = await findSeriesConflicts(deps.db, {
    businessId: membership.businessId,
    doctorId,
    instances,
    now,
  });
  const warnings = await findSeriesWarnings(deps.db, { doctorId, instances, timeZone, now });
  return instances.map((instance) => {
    const conflict = conflicts.get(instance.index) ?? null;
    return {
      index: instance.index,
      start: instance.start.toISOString(),
      end: instance.end.toISOString(),
      conflict,
      warning: conflict ? null : (warnings.get(instance.index) ?? null),
    };
  });
}
