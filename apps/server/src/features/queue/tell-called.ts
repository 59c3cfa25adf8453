import type { QueueEntryRow } from '../../db/schema/queue';
import { findUser } from '../auth/users.service';
import { findBusiness } from '../businesses/businesses.service';
import { mailTranslator } from '../mail/mail-translator';
import type { QueueDeps } from './queue-deps';

/**
 * Tells a called patient where to go, as "notify now" does: by socket (the page plays its sound)
 * and by Web Push when they allowed it, in their language, naming the station when there is one.
 * After the answer: the call itself is committed and announced already.
 */
export function tellCalled({ context }: QueueDeps, entry: QueueEntryRow, station: string | undefined): void {
  context.tasks.run('call notification', async () => {
    const db = context.database.db;
    const [business, user] = await Promise.all([
      findBusiness(db, entry.businessId),
      entry.userId ? findUser(db, entry.userId) : undefined,
    ]);
    const t = mailTranslator(user?.languageId ?? business?.languageId ?? 'de', business?.industry);
    const notification = {
      title: business?.name ?? '',
      message: station ? t('queue.calledTo', { station }) : t('queue.called'),
    };
    context.realtime.notify(entry.id, notification);
    if (entry.notify) {
      await context.push.sendToEntry(entry.id, { ...notification, url: '/waitingRoom/patientRoom' });
    }
  });
}
