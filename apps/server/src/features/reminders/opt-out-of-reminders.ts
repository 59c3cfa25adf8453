import type { AppDatabase } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { optOutOfReminders } from '../patients/patients.service';
import { findReminderRecipient } from './reminders.repository';

const linkNotFound = () => new AppError(404, 'NOT_FOUND', 'No such reminder link');

/**
 * POST /api/public/reminders/:token/opt-out (the link of a reminder mail, no login): the patient
 * it went to gets no more reminders from that business. Following the link again is fine.
 */
export async function optOutByReminderLink(db: AppDatabase, token: string, now: Date): Promise<void> {
  if (!isOpaqueToken(token)) throw linkNotFound();
  const recipient = await findReminderRecipient(db, hashToken(token));
  if (!recipient) throw linkNotFound();
  await optOutOfReminders(db, recipient.businessId, recipient.patientId, now);
}
