import type { QueueChanged } from '@qtify/shared/realtime/socket-events';
import type { AppContext } from '../../app-context';
import { MoveBroadcaster } from './move-broadcaster';
import type { Place, PlaceCache } from './place-cache';
import { sendQueueAlert, takeAlertsDue } from './queue-alert';
import type { QueueChange } from './queue-change';

/** What a change tells beyond the patients' broadcast, made once the place is current. */
export interface Announcement {
  /** The staff's `queue:changed`: the entry as they see it, or the ids removed. */
  staff: QueueChanged['change'];
  /** Finished or removed entries whose sockets stop hearing the place's moves. */
  leftQueue?: string[];
}

/**
 * Tells a committed queue change to this instance's cache and to the clients, costing what
 * changed: one step of a `queue:moved` broadcast to the place's patients (order keys only; a burst
 * goes out as one broadcast), one versioned `queue:changed` to its staff, whatever the length of
 * the queue. Announcements of one place go out one after the other in the order their changes were
 * published, which is their version order (a change holds the place's version row until it
 * commits, so the next one commits after it).
 */
export class QueuePublisher {
  readonly #chains = new Map<string, Promise<unknown>>();
  readonly #moves: MoveBroadcaster;

  constructor(
    private readonly context: AppContext,
    private readonly places: PlaceCache,
  ) {
    this.#moves = new MoveBroadcaster(context.realtime);
  }

  /**
   * Applies the change to the cache at once (a poll right after sees it), then announces it.
   * `announce` builds what the caller also answers with, from the current place; the promise
   * resolves with that place.
   */
  publish(change: QueueChange, announce: (place: Place) => Announcement): Promise<Place> {
    this.places.apply(change);
    const previous = this.#chains.get(change.businessId) ?? Promise.resolve();
    const done = previous.then(async () => {
      const place = await this.places.get(change.businessId);
      if (!place) throw new Error('the business of a queue change is gone');
      const { realtime } = this.context;
      const { staff, leftQueue } = announce(place);
      this.#moves.add(
        change.businessId,
        { version: change.version, entered: change.entered, left: change.left },
        { minutesPerPerson: place.minutesPerPerson, perPerson: place.perPerson },
        leftQueue,
      );
      realtime.queueChanged({ businessId: change.businessId, version: change.version, change: staff });
      // Whoever this change brought within the alert distance hears it (once per entry).
      for (const alert of takeAlertsDue(place, this.context.clock.now())) {
        const silent = alert.entry.id === change.joinedId;
        this.context.tasks.run('queue alert', () => sendQueueAlert(this.context, place, alert, silent));
      }
      return place;
    });
    const settled = done.catch(() => {});
    this.#chains.set(change.businessId, settled);
    // The last one of a burst forgets the chain, so quiet places hold nothing.
    void settled.then(() => {
      if (this.#chains.get(change.businessId) === settled) this.#chains.delete(change.businessId);
    });
    return done;
  }
}
