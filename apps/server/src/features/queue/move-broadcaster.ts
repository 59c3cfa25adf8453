import type { QueueMove, QueueStep } from '@qtify/shared/domain/queue-move';
import type { Realtime } from '../realtime/realtime';

/**
 * How often a place's patients hear a `queue:moved` broadcast. A broadcast is one frame written to
 * every patient socket of the place (measured: about 65 ms of CPU for 5,000 sockets, nearly all of
 * it the kernel's socket writes), so a flood of joins must not cost one per join: on average at
 * most one per INTERVAL_MS, never two closer than GAP_MS. After a quiet moment BURST are in hand,
 * so a staff click goes out at once and a few clicks at the same moment (ten lines calling their
 * next patient) go out in a second broadcast GAP_MS later instead of waiting a whole interval.
 * Within a flood a phone hears a change at most about INTERVAL_MS later. (Pacing by the last
 * broadcast's duration was tried: under CPU contention that wall time balloons and so did the delay.)
 */
const INTERVAL_MS = 200;
const GAP_MS = 100;
const BURST = 2;

interface Batch {
  steps: QueueStep[];
  /** Entries that finished in these steps: their sockets leave the place's room after hearing them. */
  leaving: string[];
  estimate: MoveEstimate;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Broadcasts in hand (up to BURST, one more each INTERVAL_MS) as of `creditAt` (performance.now()). */
  credit: number;
  creditAt: number;
  /** When the last broadcast went out. */
  sentAt: number;
}

/** What the estimate needs, sent with every move (the latest of a burst). */
export type MoveEstimate = Pick<QueueMove, 'minutesPerPerson' | 'perPerson'>;

/**
 * Sends the places' queue changes to their patients: a change after a quiet moment goes out at
 * once; the changes of a burst gather and go out together, in version order, paced as above.
 * Real time, not the services' clock: this paces sockets.
 */
export class MoveBroadcaster {
  readonly #batches = new Map<string, Batch>();

  constructor(private readonly realtime: Pick<Realtime, 'queueMoved' | 'leaveQueue'>) {}

  add(businessId: string, step: QueueStep, estimate: MoveEstimate, leaving: string[] = []): void {
    let batch = this.#batches.get(businessId);
    if (!batch) {
      batch = {
        steps: [],
        leaving: [],
        estimate,
        timer: undefined,
        credit: BURST,
        creditAt: performance.now(),
        sentAt: Number.NEGATIVE_INFINITY,
      };
      this.#batches.set(businessId, batch);
    }
    batch.steps.push(step);
    batch.leaving.push(...leaving);
    batch.estimate = estimate;
    if (batch.timer) return;
    const now = performance.now();
    refill(batch, now);
    const wait = Math.max(batch.sentAt + GAP_MS - now, (1 - batch.credit) * INTERVAL_MS);
    if (wait <= 0) this.#send(businessId, batch);
    else {
      batch.timer = setTimeout(() => this.#send(businessId, batch), wait);
      // A broadcast lost at shutdown is refetched by the clients when they reconnect.
      batch.timer.unref?.();
    }
  }

  #send(businessId: string, batch: Batch): void {
    batch.timer = undefined;
    const steps = batch.steps;
    const last = steps.at(-1);
    if (!last) return;
    const leaving = batch.leaving;
    batch.steps = [];
    batch.leaving = [];
    const now = performance.now();
    refill(batch, now);
    batch.credit -= 1;
    batch.sentAt = now;
    this.realtime.queueMoved({
      businessId,
      version: last.version,
      changes: steps,
      minutesPerPerson: batch.estimate.minutesPerPerson,
      perPerson: batch.estimate.perPerson,
    });
    if (leaving.length > 0) this.realtime.leaveQueue(businessId, leaving);
  }
}

function refill(batch: Batch, now: number): void {
  batch.credit = Math.min(BURST, batch.credit + (now - batch.creditAt) / INTERVAL_MS);
  batch.creditAt = now;
}
