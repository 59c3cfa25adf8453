/**
 * Counts the open sockets of each token on this instance (issue 16: one token opened 2,000 sockets,
 * 66 MB). `take` and `release` are synchronous, so sockets that connect at the same moment cannot
 * all slip past the count while their tokens are looked up.
 */
export class SocketLimit {
  readonly #open = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts one more socket of `key`; false (and nothing counted) when it holds `max` already. */
  take(key: string): boolean {
    const open = this.#open.get(key) ?? 0;
    if (open >= this.max) return false;
    this.#open.set(key, open + 1);
    return true;
  }

  release(key: string): void {
    const open = (this.#open.get(key) ?? 0) - 1;
    if (open > 0) this.#open.set(key, open);
    else this.#open.delete(key);
  }

  /** Open sockets of `key` (for tests). */
  count(key: string): number {
    return this.#open.get(key) ?? 0;
  }
}
