import type { AppDatabase } from '../db/database';
import { patients } from '../db/schema/appointments';
import { queueEntries } from '../db/schema/queue';
import { newOpaqueToken } from '../features/auth/opaque-token';
import { bumpQueueVersion } from '../features/queue/queue-version.repository';
import type { LineStart } from '../features/workflows/workflows.service';

/** Rows per INSERT: 5 parameters a row, well below PostgreSQL's 65,535 per statement. */
const BATCH = 2000;

/**
 * Test routes only (benchmarks): `count` waiting patients written straight into a place's queue,
 * as if they had joined by QR code (a patient and a linked entry each), in one transaction that
 * bumps the queue version like any change, so every instance loads the place again. Returns the
 * entries' link tokens, for sockets and polls. `line`: the workflow and first stage to put them in
 * (one of several lines of the place); without it the insert trigger puts them in the default line.
 */
export async function seedWaitingEntries(
  db: AppDatabase,
  businessId: string,
  count: number,
  line?: LineStart,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await bumpQueueVersion(tx, businessId);
    const tokens: string[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const rows = await tx
        .insert(patients)
        .values(
          Array.from({ length: size }, (_, i) => ({
            businessId,
            firstName: `Seed${start + i + 1}`,
            lastName: 'Bench',
          })),
        )
        .returning({ id: patients.id });
      const links = rows.map(() => newOpaqueToken());
      await tx.insert(queueEntries).values(
        rows.map((row, i) => ({
          businessId,
          patientId: row.id,
          userId: null,
          tokenHash: links[i]!.tokenHash,
          ...(line && { workflowId: line.workflowId, stageId: line.stageId }),
        })),
      );
      tokens.push(...links.map((link) => link.token));
    }
    return tokens;
  });
}
