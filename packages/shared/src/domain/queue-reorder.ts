import { ORDER_KEYS_PER_MS } from './queue-order';

/**
 * Manual order (issue 21, decision 0009): a moved entry takes an order key between its new
 * neighbours' keys, so every position stays "waiting entries with a smaller key". Keys of
 * different instants are far apart; two of one millisecond are adjacent and leave no room: then
 * the answer is null and the caller shifts the run of adjacent keys from `upper` up by one first.
 *
 * `lower` and `upper` are the adjacent keys of the place (any status) it goes between; null: no
 * key on that side.
 */
export function keyBetween(lower: number | null, upper: number | null): number | null {
  if (lower === null && upper === null) return 0;
  if (lower === null) return (upper as number) - ORDER_KEYS_PER_MS;
  if (upper === null) return lower + ORDER_KEYS_PER_MS;
  if (upper - lower < 2) return null;
  return lower + Math.floor((upper - lower) / 2);
}
