import { alertPlaces } from '@qtify/shared/domain/queue-alert';
import type { AppContext } from '../../app-context';
import { findUser } from '../auth/users.service';
import { mailTranslator } from '../mail/mail-translator';
import type { Place } from './place-cache';
import type { OpenEntry } from './queue.repository';
import { claimAlert } from './queue-alerts.repository';

/**
 * After a change of the place: the patients (with a link) now within the business's alert
 * distance who have not had their alert, nor been called. Looks at the first `alertAhead + 1`
 * waiting keys only (at most 6), never the whole queue. Marks them in the cache so the next change
 * does not pick them again; the database claim keeps it to one alert across instances.
 */
export function takeAlertsDue(place: Place, now: Date): { entry: OpenEntry; ahead: number }[] {
  const due: { entry: OpenEntry; ahead: number }[] = [];
  const places = alertPlaces(place.waiting.length, place.business.alertAhead);
  for (let ahead = 0; ahead < places; ahead += 1) {
    const id = place.byKey.get(place.waiting[ahead] as number);
    const entry = id === undefined ? undefined : place.open.get(id);
    if (!entry || entry.alertedAt !== null || entry.messageSentAt !== null || entry.tokenHash === null)
      continue;
    entry.alertedAt = now;
    due.push({ entry, ahead });
  }
  return due;
}

/**
 * Sends one entry's alert if this call claims it: a socket `notification` (the patient room plays
 * its sound) and Web Push when the patient allowed it, in the patient's language.
 */
export async function sendQueueAlert(
  context: AppContext,
  place: Place,
  alert: { entry: OpenEntry; ahead: number },
  silent = false,
): Promise<void> {
  const { entry, ahead } = alert;
  const db = context.database.db;
  // `silent`: it joined this close (it sees its place on screen); only the claim, so no later alert.
  if (!(await claimAlert(db, entry.id, context.clock.now())) || silent) return;
  const user = entry.userId ? await findUser(db, entry.userId) : undefined;
  const { business } = place;
  const t = mailTranslator(user?.languageId ?? business.languageId, business.industry);
  const notification = {
    title: business.name,
    kind: 'alert' as const,
    message: ahead === 0 ? t('queue.alertNext') : t('queue.alertAhead', { count: String(ahead) }),
  };
  context.realtime.notify(entry.id, notification);
  if (entry.notify) {
    await context.push.sendToEntry(entry.id, { ...notification, url: '/waitingRoom/patientRoom' });
  }
}
