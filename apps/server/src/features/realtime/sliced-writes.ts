/**
 * Socket writes done a slice per turn of the event loop, in the order they were asked for. A
 * broadcast to a place's 5,000 patient sockets is 5,000 kernel writes (tens of milliseconds, more on
 * a busy machine); written at once it holds up every request and query answer meanwhile, among
 * them the next staff clicks of the same place, whose transactions then hold its version row
 * longer. In slices those go on between them. A later job never overtakes an earlier one (a
 * finished entry's socket leaves the room only after the broadcast it must hear).
 */
export class SlicedWrites {
  readonly #jobs: (() => void)[] = [];
  #scheduled = false;

  /** Runs the first job now (when nothing waits) and each further one in a later turn. */
  run(jobs: (() => void)[]): void {
    this.#jobs.push(...jobs);
    if (!this.#scheduled) this.#next();
  }

  #next = (): void => {
    this.#scheduled = false;
    this.#jobs.shift()?.();
    if (this.#jobs.length > 0) {
      this.#scheduled = true;
      setImmediate(this.#next);
    }
  };
}
