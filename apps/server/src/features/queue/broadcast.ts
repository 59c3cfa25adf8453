import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import type { BroadcastBody } from '@qtify/shared/schemas/queue-priority-schemas';
import { pinForWaitingPatients } from '../announcements/announcements.service';
import { announcementsDeps } from '../announcements/announcements-deps';
import { businessNotFound } from '../businesses/business-errors';
import type { Membership } from '../memberships/membership';
import type { QueueDeps } from './queue-deps';

/**
 * POST …/queue/broadcast: one message from staff ("we are running 30 minutes late") to every
 * patient who waits now (notHere or checkIn) with a link: a socket `notification` each (the
 * patient room shows it with its sound) and Web Push where they allowed it. Patients in
 * treatment, finished or no-shows do not get it. With `showForMinutes` it also stays in the patient
 * room that long (an announcement to patients), posted first so that a full board refuses before
 * anyone is told. Returns how many it reached.
 */
export async function broadcastToWaiting(
  { context, places }: QueueDeps,
  membership: Membership,
  { message, showForMinutes = 0 }: BroadcastBody,
): Promise<number> {
  const place = await places.get(membership.businessId, { reload: true });
  if (!place) throw businessNotFound();
  if (showForMinutes > 0) {
    const until = new Date(context.clock.now().getTime() + showForMinutes * 60_000);
    await pinForWaitingPatients(announcementsDeps(context), membership, message, until);
  }
  const notification = { title: place.business.name, message, kind: 'broadcast' as const };
  let reached = 0;
  for (const entry of place.open.values()) {
    if (!isWaitingStatus(entry.status) || entry.tokenHash === null) continue;
    reached += 1;
    context.realtime.notify(entry.id, notification);
    if (entry.notify) {
      context.tasks.run('push broadcast', () =>
        context.push.sendToEntry(entry.id, { ...notification, url: '/waitingRoom/patientRoom' }),
      );
    }
  }
  return reached;
}
