/**
 * The "almost your turn" alert (issue 21): a waiting patient hears it once, with sound and push,
 * when at most `alertAhead` people are ahead (1: next but one, 0: next; null: the business
 * switched it off). ALERT_AHEAD_MAX bounds the setting, so finding who crossed after a change
 * looks at the first few waiting places only, never the whole queue.
 */
export const ALERT_AHEAD_DEFAULT = 1;
export const ALERT_AHEAD_MAX = 5;

/**
 * The indexes of the sorted waiting keys that are within the alert (0 … alertAhead): after a
 * change, the entries there not alerted yet are the ones to alert.
 */
export function alertPlaces(waitingCount: number, alertAhead: number | null): number {
  if (alertAhead === null) return 0;
  return Math.min(waitingCount, alertAhead + 1);
}
