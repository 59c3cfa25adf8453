import type { SeriesInstance, SeriesPreviewBody } from '@qtify/shared/schemas/series-schemas';
import type { Membership } from '../memberships/membership';
import type { AppointmentsDeps } from './appointments-deps';
import { planSeries } from './plan-series';
import { findSeriesConflicts } from './series-checks';
import { assertStaffBooking } from './staff-patient';

/**
 * POST …/appointments/series/preview: each instance of a weekly series with its conflict (in the
 * past, the doctor booked then, …), before anything is saved. Staff untick what they do not want.
 */
export async function previewSeries(
  deps: AppointmentsDeps,
  membership: Membership,
  body: SeriesPreviewBody,
): Promise<SeriesInstance[]> {
  assertStaffBooking(body);
  const { instances } = await planSeries(deps.db, membership.businessId, body);
  const conflicts = await findSeriesConflicts(deps.db, {
    businessId: membership.businessId,
    doctorId: body.doctorId,
    instances,
    now: deps.clock.now(),
  });
  return instances.map((instance) => ({
    index: instance.index,
    start: instance.start.toISOString(),
    end: instance.end.toISOString(),
    conflict: conflicts.get(instance.index) ?? null,
  }));
}
