import { WAITING_STATUSES } from '@qtify/shared/domain/queue-status';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { queueEntries } from '../../db/schema/queue';

/**
 * Claims an entry's one "almost your turn" alert: true only for the one caller (of any instance)
 * whose update set the marker, and only while the entry still waits.
 */
export async function claimAlert(db: AppDatabase, entryId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(queueEntries)
    .set({ alertedAt: now })
    .where(
      and(
        eq(queueEntries.id, entryId),
        isNull(queueEntries.alertedAt),
        inArray(queueEntries.status, [...WAITING_STATUSES]),
      ),
    )
    .returning({ id: queueEntries.id });
  return rows.length > 0;
}
