import { insertKey, isWaitingStatus, removeKey } from '@qtify/shared/domain/queue-position';
import { isClosedStatus } from '@qtify/shared/domain/queue-status';
import { minutesPerPerson } from '@qtify/shared/domain/wait-estimate';
import { MEASURED_TREATMENTS, type MinuteRange, perPersonRange } from '@qtify/shared/domain/wait-range';
import { localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import type { AppContext } from '../../app-context';
import type { BusinessRow } from '../../db/schema/businesses';
import { findBusiness } from '../businesses/businesses.service';
import { listOpenEntries, listTreatmentMinutesSince, type OpenEntry } from './queue.repository';
import type { QueueChange } from './queue-change';
import { findPlaceHead, holdQueueVersion } from './queue-version.repository';
import { listLatestTreatmentMinutes } from './service-times.repository';

/** How long another instance's change may take to show in a poll here (its socket events are instant). */
const CHECK_AFTER_MS = 1000;
/** Places kept; the least recently used is dropped beyond it (loaded again when needed). */
const MAX_PLACES = 2000;

/** One place's queue on this instance, as of `version`. */
export interface Place {
  business: BusinessRow;
  version: number;
  /** The open entries (not done), by id. */
  open: Map<string, OpenEntry>;
  /** The order keys of the waiting entries (notHere, checkIn), ascending: positions are a binary search. */
  waiting: number[];
  /** The open entries' ids by order key: who stands at a place (the alerts look at the first few). */
  byKey: Map<number, string>;
  /** Median of today's finished treatments in minutes (the business default before the first). */
  minutesPerPerson: number;
  /**
   * Minutes per person as a range, from the place's latest treatments (domain/wait-range.ts); measured
   * with the minutes per person, so once per finished treatment, never per patient or per change.
   */
  perPerson: MinuteRange;
  /** Ready-made poll answers of this state, by entry id; replaced by a new map on every change. */
  answers: Map<string, string>;
}

interface Slot {
  place?: Place;
  loading?: Promise<Place | undefined>;
  checking?: Promise<void>;
  checkedAt: number;
  /** Committed local changes not applied yet: they wait for the versions before them. */
  pending: Map<number, QueueChange>;
  /** The database has a version this instance did not see (another instance's change): load again. */
  stale: boolean;
  /** Recompute the minutes per person (a treatment finished, the day or the default changed). */
  minutesStale: boolean;
  minutesDay: string;
}

/**
 * The waiting rooms this instance serves, kept current by what changes rather than reloaded per
 * change. Local changes are applied in version order as they commit (`apply`); a version missing
 * in between was another instance's, and so is a version the database reports after a second
 * (the TTL check): either reloads the place. A poll, a join's answer and a staff page then find
 * positions by binary search in memory.
 */
export class PlaceCache {
  readonly #slots = new Map<string, Slot>();

  constructor(private readonly context: AppContext) {}

  /**
   * The place as of its latest version this instance knows (undefined: no such business).
   * `reload`: read it again now (it lacks an entry the database has).
   */
  async get(businessId: string, options: { reload?: boolean } = {}): Promise<Place | undefined> {
    const slot = this.#slot(businessId);
    if (slot.loading) return slot.loading;
    if (options.reload) slot.stale = true;
    if (!slot.place || slot.stale || slot.pending.size > 0) return this.#load(businessId, slot);
    const now = this.context.clock.now();
    if (now.getTime() - slot.checkedAt >= CHECK_AFTER_MS) {
      slot.checking ??= this.#check(businessId, slot).finally(() => {
        slot.checking = undefined;
      });
      await slot.checking;
      if (!slot.place || slot.stale || slot.pending.size > 0) return this.#load(businessId, slot);
    }
    const place = slot.place;
    if (slot.minutesStale || slot.minutesDay !== this.#today(place.business, now)) {
      await this.#refreshMinutes(slot, place, now);
    }
    return place;
  }

  /**
   * The waiting order keys as of exactly `version`, if this instance holds that state complete
   * and current (else undefined). Read synchronously, inside the transaction of the change that
   * made the next version: nothing between the two can commit, so a position found here is true.
   */
  waitingAt(businessId: string, version: number): readonly number[] | undefined {
    const slot = this.#slots.get(businessId);
    const place = slot?.place;
    if (!slot || !place || slot.loading || slot.stale || slot.pending.size > 0) return undefined;
    return place.version === version ? place.waiting : undefined;
  }

  /** A committed change of this instance: applied at once when its version is the next one. */
  apply(change: QueueChange): void {
    const slot = this.#slots.get(change.businessId);
    // Not cached: the next load reads it from the database.
    if (!slot) return;
    slot.pending.set(change.version, change);
    if (slot.place) drain(slot, slot.place);
  }

  #slot(businessId: string): Slot {
    let slot = this.#slots.get(businessId);
    if (slot) {
      // Map order is the order of use: the first key is the least recently used.
      this.#slots.delete(businessId);
    } else {
      slot = { checkedAt: 0, pending: new Map(), stale: false, minutesStale: false, minutesDay: '' };
      const oldest = this.#slots.keys().next().value;
      if (this.#slots.size >= MAX_PLACES && oldest !== undefined) this.#slots.delete(oldest);
    }
    this.#slots.set(businessId, slot);
    return slot;
  }

  #load(businessId: string, slot: Slot): Promise<Place | undefined> {
    if (!slot.loading) slot.stale = false;
    slot.loading ??= this.#read(businessId)
      .then((place) => {
        if (!place) {
          this.#slots.delete(businessId);
          return undefined;
        }
        slot.place = place;
        slot.checkedAt = this.context.clock.now().getTime();
        slot.minutesStale = false;
        slot.minutesDay = this.#today(place.business, this.context.clock.now());
        // Changes that committed while it loaded: those it read are dropped, later ones applied.
        drain(slot, place);
        // A version still missing is another instance's: the next read loads again.
        return place;
      })
      .finally(() => {
        slot.loading = undefined;
      });
    return slot.loading;
  }

  /** The whole place at one version: the version is held while the entries are read. */
  async #read(businessId: string): Promise<Place | undefined> {
    const now = this.context.clock.now();
    return this.context.database.db.transaction(async (tx) => {
      const business = await findBusiness(tx, businessId);
      if (!business) return undefined;
      const version = await holdQueueVersion(tx, businessId);
      const open = await listOpenEntries(tx, businessId);
      const minutes = await listTreatmentMinutesSince(tx, businessId, this.#startOfToday(business, now));
      const todays = minutesPerPerson(minutes, business.defaultServiceMinutes);
      const latest = await listLatestTreatmentMinutes(tx, businessId, MEASURED_TREATMENTS);
      return {
        business,
        version,
        open: new Map(open.map((entry) => [entry.id, entry])),
        byKey: new Map(open.map((entry) => [entry.sortKey, entry.id])),
        // Already in order: listOpenEntries sorts by the order key.
        waiting: open.filter((entry) => isWaitingStatus(entry.status)).map((entry) => entry.sortKey),
        minutesPerPerson: todays,
        perPerson: perPersonRange(latest, todays),
        answers: new Map(),
      };
    });
  }

  /** One row: has another instance changed the queue, or staff the business (name, default minutes)? */
  async #check(businessId: string, slot: Slot): Promise<void> {
    const head = await findPlaceHead(this.context.database.db, businessId);
    const place = slot.place;
    if (!place) return;
    if (!head) {
      this.#slots.delete(businessId);
      slot.place = undefined;
      return;
    }
    slot.checkedAt = this.context.clock.now().getTime();
    if (head.version > place.version) {
      slot.stale = true;
      return;
    }
    if (head.business.updatedAt.getTime() !== place.business.updatedAt.getTime()) {
      if (head.business.defaultServiceMinutes !== place.business.defaultServiceMinutes)
        slot.minutesStale = true;
      place.business = head.business;
      place.answers = new Map();
    }
  }

  async #refreshMinutes(slot: Slot, place: Place, now: Date): Promise<void> {
    slot.minutesStale = false;
    slot.minutesDay = this.#today(place.business, now);
    const db = this.context.database.db;
    const [minutes, latest] = await Promise.all([
      listTreatmentMinutesSince(db, place.business.id, this.#startOfToday(place.business, now)),
      listLatestTreatmentMinutes(db, place.business.id, MEASURED_TREATMENTS),
    ]);
    place.minutesPerPerson = minutesPerPerson(minutes, place.business.defaultServiceMinutes);
    place.perPerson = perPersonRange(latest, place.minutesPerPerson);
    place.answers = new Map();
  }

  #today(business: BusinessRow, now: Date): string {
    return localDateOf(now.getTime(), business.timeZone);
  }

  #startOfToday(business: BusinessRow, now: Date): Date {
    return new Date(zonedInstant(this.#today(business, now), 0, business.timeZone));
  }
}

/** Applies the pending changes that follow the place's version, in order; drops those it has. */
function drain(slot: Slot, place: Place): void {
  for (const version of slot.pending.keys()) {
    if (version <= place.version) slot.pending.delete(version);
  }
  for (let next = slot.pending.get(place.version + 1); next; next = slot.pending.get(place.version + 1)) {
    slot.pending.delete(next.version);
    applyChange(place, next);
    if (next.treatmentFinished) slot.minutesStale = true;
  }
}

function applyChange(place: Place, change: QueueChange): void {
  for (const entry of change.entries) {
    forget(place, entry.id);
    if (isClosedStatus(entry.status)) continue;
    place.open.set(entry.id, entry);
    place.byKey.set(entry.sortKey, entry.id);
  }
  for (const id of change.removedIds) forget(place, id);
  for (const key of change.left) removeKey(place.waiting, key);
  for (const key of change.entered) insertKey(place.waiting, key);
  place.version = change.version;
  place.answers = new Map();
}

function forget(place: Place, id: string): void {
  const known = place.open.get(id);
  if (!known) return;
  place.open.delete(id);
  if (place.byKey.get(known.sortKey) === id) place.byKey.delete(known.sortKey);
}
