import type { Clock } from '../src/clock';

/** A clock that stands still until a test moves it, so expiry and rate-limit windows need no sleeping. */
export class ManualClock implements Clock {
  #now: number;

  constructor(start: Date | string = '2026-03-02T08:00:00.000Z') {
    this.#now = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.#now);
  }

  advance(ms: number): void {
    this.#now += ms;
  }

  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}
