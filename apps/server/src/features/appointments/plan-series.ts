import { weeklySeriesStarts } from '@qtify/shared/domain/weekly-series';
import type { SeriesPreviewBody } from '@qtify/shared/schemas/series-schemas';
import type { AppDatabase } from '../../db/database';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { unknownDoctorId } from './appointment-errors';
import type { PlannedInstance } from './series-checks';

/**
 * The instances of a weekly series as staff asked for it: the type's length, every
 * `intervalWeeks` weeks at the same local time (the business's zone), for a doctor of the type.
 */
export async function planSeries(db: AppDatabase, businessId: string, body: SeriesPreviewBody) {
  const business = await findBusiness(db, businessId);
  if (!business) throw businessNotFound();
  const type = await findTypeWithDoctors(db, businessId, body.typeId);
  if (!type) throw slotUnavailable('typeId');
  if (!(await findDoctor(db, businessId, body.doctorId))) throw unknownDoctorId();
  if (!type.doctorIds.includes(body.doctorId)) throw slotUnavailable('doctorId');
  const durationMs = type.durationMinutes * 60_000;
  const starts = weeklySeriesStarts(
    Date.parse(body.start),
    body.count,
    body.intervalWeeks,
    business.timeZone,
  );
  const instances: PlannedInstance[] = starts.map((start, index) => ({
    index: index + 1,
    start: new Date(start),
    end: new Date(start + durationMs),
  }));
  return { type, instances };
}
