import { availabilityProblem } from '@qtify/shared/domain/availability';
import { addDays, localDateOf } from '@qtify/shared/domain/zoned-time';
import type { SeriesWarning } from '@qtify/shared/schemas/series-schemas';
import type { AppDatabase } from '../../db/database';
import { loadDoctorSchedules } from '../doctors/doctors.service';
import type { PlannedInstance } from './series-checks';

/**
 * The instances of a series that lie in the doctor's absence or outside their working time: the
 * warning a single booking gets (409 OUTSIDE_AVAILABILITY), shown per instance in the preview.
 * Staff may still tick them; the past is a conflict instead (series-checks.ts).
 */
export async function findSeriesWarnings(
  db: AppDatabase,
  input: { doctorId: string; instances: PlannedInstance[]; timeZone: string; now: Date },
): Promise<Map<number, SeriesWarning>> {
  const { instances, timeZone } = input;
  const warnings = new Map<number, SeriesWarning>();
  const first = instances[0];
  const last = instances[instances.length - 1];
  if (!first || !last) return warnings;
  // A day either side: the instances' local dates, whatever the zone's offset.
  const schedule = await loadDoctorSchedules(db, [input.doctorId], {
    from: addDays(localDateOf(first.start.getTime(), timeZone), -1),
    to: addDays(localDateOf(last.end.getTime(), timeZone), 1),
  });
  for (const instance of instances) {
    const problem = availabilityProblem({
      start: instance.start.getTime(),
      end: instance.end.getTime(),
      ...schedule,
      timeZone,
      now: input.now.getTime(),
    });
    if (problem === 'absence' || problem === 'outsideHours') warnings.set(instance.index, problem);
  }
  return warnings;
}
