import { dueReminder } from '@qtify/shared/domain/reminders';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { loadAppointmentMail } from '../appointments/load-appointment-mail';
import { newOpaqueToken } from '../auth/opaque-token';
import type { Mailer } from '../mail/mailer';
import { reminderMail } from './reminder-mail';
import { claimReminder, findReminderCandidates, releaseReminder } from './reminders.repository';

export interface RemindersDeps {
  db: AppDatabase;
  /** The sender address (the calendar entry's organizer when the business has no e-mail). */
  config: Pick<Config, 'mailFrom' | 'publicUrl'>;
  mailer: Mailer;
  /** Where the opt-out link points (siteOrigin). */
  origin: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Sends the reminders due at `now` (the reminder job, every minute on pg-boss). Each is claimed
 * first (its sent-marker row, committed on its own) and mailed only when this run claimed it: a
 * second instance, an overlapping run or a run after a restart finds it claimed and sends
 * nothing. A mail that fails gives its claim back for the next run; a crash between claim and
 * mail loses that one reminder rather than ever sending it twice. Returns how many were sent.
 */
export async function sendDueReminders(deps: RemindersDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const candidate of await findReminderCandidates(deps.db, now)) {
    const hoursBefore = dueReminder(candidate, now);
    if (hoursBefore === null) continue;
    const key = { appointmentId: candidate.appointmentId, start: candidate.start, hoursBefore };
    const { token, tokenHash } = newOpaqueToken();
    if (!(await claimReminder(deps.db, key, tokenHash, now))) continue;
    try {
      const mail = await loadAppointmentMail(deps, candidate.businessId, candidate.appointmentId);
      if (!mail) continue;
      const optOutLink = `${deps.origin}/bookingflow/booking?optOut=${token}`;
      const unsubscribeUrl = `${deps.origin}/api/public/reminders/${token}/opt-out`;
      await deps.mailer.send(reminderMail({ ...mail, optOutLink, unsubscribeUrl }));
      sent++;
    } catch (error) {
      deps.log?.error({ err: error }, 'reminder mail failed; it is tried again on the next run');
      await releaseReminder(deps.db, key);
    }
  }
  return sent;
}
