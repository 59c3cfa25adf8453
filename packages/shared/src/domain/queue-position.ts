import { type QueueStatus, WAITING_STATUSES } from './queue-status';

/**
 * Queue positions from an order key and a count (DESIGN.md: the people before an entry are the
 * waiting entries of its place, notHere or checkIn, with a smaller order key; stepping out keeps
 * the place). The order key is the entry's `sortKey`, the order of joining. These work on the
 * waiting entries' order keys kept sorted ascending, so a position is a binary search and a change
 * is one insert or removal, whatever the length of the queue.
 */

/** Whether an entry with this status holds a place in the queue (counts for those behind it). */
export function isWaitingStatus(status: QueueStatus): boolean {
  return WAITING_STATUSES.includes(status);
}

/** How many of the sorted order keys are smaller than `key`: the people before it. */
export function countBefore(sortedKeys: readonly number[], key: number): number {
  let low = 0;
  let high = sortedKeys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sortedKeys[middle] as number) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Puts `key` into the sorted keys in its place (nothing when it is there already). */
export function insertKey(sortedKeys: number[], key: number): void {
  const at = countBefore(sortedKeys, key);
  if (sortedKeys[at] === key) return;
  // New entries join at the end: pushing keeps that the common case cheap.
  if (at === sortedKeys.length) sortedKeys.push(key);
  else sortedKeys.splice(at, 0, key);
}

/** Takes `key` out of the sorted keys (nothing when it is not there). */
export function removeKey(sortedKeys: number[], key: number): void {
  const at = countBefore(sortedKeys, key);
  if (sortedKeys[at] === key) sortedKeys.splice(at, 1);
}
