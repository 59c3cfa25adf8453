import type { AppContext } from '../../app-context';
import { findBusinessById } from '../businesses/businesses.repository';
import { findEntryByTokenHash } from './queue.repository';
import { loadQueueSnapshot, type QueueSnapshot } from './queue-snapshot';

/** How long another instance's change may take to show in a poll (its socket events are instant). */
const SNAPSHOT_TTL_MS = 1000;
/** Token → entry ids kept; the mapping never changes, so the oldest are simply dropped. */
const MAX_TOKENS = 50_000;

interface Cached {
  snapshot: QueueSnapshot;
  expires: number;
}

/**
 * Patients poll their position (and every reconnect refetches it): with a few hundred phones in
 * one waiting room that must not be a few queries each. The business's snapshot is shared by all
 * of them for up to a second and dropped at once when this instance changes the queue; with
 * several instances another's change shows within the TTL (its socket events are immediate).
 */
export class SnapshotCache {
  readonly #snapshots = new Map<string, Cached>();
  readonly #generation = new Map<string, number>();
  readonly #tokens = new Map<string, { entryId: string; businessId: string }>();

  constructor(private readonly context: AppContext) {}

  async snapshot(businessId: string): Promise<QueueSnapshot | undefined> {
    const now = this.context.clock.now();
    const cached = this.#snapshots.get(businessId);
    if (cached && cached.expires > now.getTime()) return cached.snapshot;
    const generation = this.#generation.get(businessId) ?? 0;
    const business = await findBusinessById(this.context.database.db, businessId);
    if (!business) return undefined;
    const snapshot = await loadQueueSnapshot(this.context.database.db, business, now);
    // A change while this loaded would make it stale from birth: use it once, don't keep it.
    if ((this.#generation.get(businessId) ?? 0) === generation) {
      this.#snapshots.set(businessId, { snapshot, expires: now.getTime() + SNAPSHOT_TTL_MS });
    }
    return snapshot;
  }

  invalidate(businessId: string): void {
    this.#snapshots.delete(businessId);
    this.#generation.set(businessId, (this.#generation.get(businessId) ?? 0) + 1);
  }

  /** The entry and business of a token hash (null for an unknown token). */
  async entryOfToken(tokenHash: string): Promise<{ entryId: string; businessId: string } | null> {
    const known = this.#tokens.get(tokenHash);
    if (known) return known;
    const entry = await findEntryByTokenHash(this.context.database.db, tokenHash);
    if (!entry) return null;
    const ids = { entryId: entry.id, businessId: entry.businessId };
    if (this.#tokens.size >= MAX_TOKENS) this.#tokens.delete(this.#tokens.keys().next().value as string);
    this.#tokens.set(tokenHash, ids);
    return ids;
  }
}
