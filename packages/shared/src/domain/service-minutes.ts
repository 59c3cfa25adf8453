/**
 * A business's default service time: the wait estimate multiplies the people ahead by it until
 * the first treatment of the day has finished (DESIGN.md "Rules that matter").
 */
export const DEFAULT_SERVICE_MINUTES = 10;

/** One minute up to a working day: anything outside is a typo, not a service time. */
export const SERVICE_MINUTES_MIN = 1;
export const SERVICE_MINUTES_MAX = 480;
