import type { AppDatabase } from '../../db/database';
import { findDoctor } from '../doctors/doctors.service';
import { unknownDoctor } from './team-errors';

/** A member may be linked only to a doctor of their own business (422 UNKNOWN_DOCTOR). */
export async function checkDoctor(db: AppDatabase, businessId: string, doctorId: string | null | undefined) {
  if (doctorId && !(await findDoctor(db, businessId, doctorId))) throw unknownDoctor();
}
