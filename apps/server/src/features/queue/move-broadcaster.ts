import type { QueueMove, QueueStep } from '@qtify/shared/domain/queue-move';
import type { Realtime } from '../realtime/realtime';

/**
 * At most one `queue:moved` broadcast per place in this time. A broadcast is one frame written to
 * every patient socket of the place (measured: about 65 ms of CPU for 5,000 sockets, nearly all of
 * it the kernel's socket writes), so a flood of joins must not cost one per join. A change after a
 * quiet moment (a staff click) still goes out at once; within a burst a phone hears it at most this
 * much later. (Pacing by the last broadcast's duration was tried: under CPU contention that wall
 * time balloons and so did the delay.)
 */
const INTERVAL_MS = 200;

interface Batch {
  steps: QueueStep[];
  /** Entries that finished in these steps: their sockets leave the place's room after hearing them. */
  leaving: string[];
  estimate: MoveEstimate;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When the next broadcast may go out (performance.now()). */
  nextAt: number;
}

/** What the estimate needs, sent with every move (the latest of a burst). */
export type MoveEstimate = Pick<QueueMove, 'minutesPerPerson' | 'perPerson'>;

/**
 * Sends the places' queue changes to their patients: a change after a quiet moment goes out at
 * once; the changes of a burst gather and go out together, in version order, at most once per
 * INTERVAL_MS. Real time, not the services' clock: this paces sockets.
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
        nextAt: Number.NEGATIVE_INFINITY,
      };
      this.#batches.set(businessId, batch);
    }
    batch.steps.push(step);
    batch.leaving.push(...leaving);
    batch.estimate = estimate;
    if (batch.timer) return;
    const wait = batch.nextAt - performance.now();
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
    batch.nextAt = performance.now() + INTERVAL_MS;
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
