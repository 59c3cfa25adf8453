/**
 * Where services read the time. Domain rules take `now` as an argument; the services that call
 * them get it from this clock, so tests can move time (token expiry, rate-limit windows,
 * temporary-account expiry) without sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
