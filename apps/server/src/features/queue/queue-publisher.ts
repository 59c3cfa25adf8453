import type { AppContext } from '../../app-context';
import { findPatientRow } from '../appointments/patients.repository';
import { presentPatientEntry } from './present-patient-entry';
import { findEntryRow } from './queue.repository';
import type { SnapshotCache } from './snapshot-cache';

/**
 * Tells everyone of a business what changed: `queue:changed` to its staff and, to every waiting
 * patient, their own new position (`entry:changed`). Changes that arrive while a publish is queued
 * ride along with it, so a burst of joins costs one snapshot, not one per join. Runs after the
 * answer (a background task), so no request waits for a thousand sockets.
 */
export class QueuePublisher {
  readonly #pending = new Map<string, Set<string>>();

  constructor(
    private readonly context: AppContext,
    private readonly snapshots: SnapshotCache,
  ) {}

  /** `alsoEntryIds`: entries that left the open queue (done) but whose patient must hear it. */
  publish(businessId: string, alsoEntryIds: string[] = []): void {
    this.snapshots.invalidate(businessId);
    const queued = this.#pending.get(businessId);
    if (queued) {
      for (const id of alsoEntryIds) queued.add(id);
      return;
    }
    this.#pending.set(businessId, new Set(alsoEntryIds));
    this.context.tasks.run('publish queue', () => this.#send(businessId));
  }

  async #send(businessId: string): Promise<void> {
    const extra = this.#pending.get(businessId) ?? new Set<string>();
    // Changes from here on schedule the next publish: nothing falls between two snapshots.
    this.#pending.delete(businessId);
    const { database, realtime } = this.context;
    const snapshot = await this.snapshots.snapshot(businessId);
    if (!snapshot) return;
    realtime.queueChanged(businessId);
    for (const entry of snapshot.open) {
      if (entry.tokenHash)
        realtime.entryChanged(entry.id, presentPatientEntry(entry, entry.firstName, snapshot));
    }
    for (const id of extra) {
      if (snapshot.byId.has(id)) continue;
      const row = await findEntryRow(database.db, businessId, id);
      if (!row?.tokenHash) continue;
      const patient = await findPatientRow(database.db, businessId, row.patientId);
      realtime.entryChanged(id, presentPatientEntry(row, patient?.firstName ?? '', snapshot));
    }
  }
}
