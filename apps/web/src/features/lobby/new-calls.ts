/** A call on the board: the same ticket called again later is a new call. */
export interface CallKey {
  ticket: string;
  calledAt: string;
}

const keyOf = (call: CallKey) => `${call.ticket}@${call.calledAt}`;

/**
 * How many of `calls` were not on the board before (`seen`), and the keys seen now. The first
 * board after loading chimes for nothing: those calls were made before the screen came on.
 */
export function newCalls(
  calls: readonly CallKey[],
  seen: ReadonlySet<string> | null,
): { count: number; seen: Set<string> } {
  const now = new Set(calls.map(keyOf));
  if (seen === null) return { count: 0, seen: now };
  let count = 0;
  for (const key of now) if (!seen.has(key)) count += 1;
  // Keep what left the board too: a call that flickers out and back (a refetch) is no new call.
  return { count, seen: new Set([...seen, ...now]) };
}
