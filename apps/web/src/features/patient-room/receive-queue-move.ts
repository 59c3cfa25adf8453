import { applyQueueMove, type QueueMove } from '@qtify/shared/domain/queue-move';
import type { QueryClient } from '@tanstack/react-query';
import { entryKey, type PatientEntry } from './patient-queue-api';

/**
 * The room's two live inputs, into the cache of its entry. A broadcast of the place (`queue:moved`)
 * moves the position by the order keys before its own; a version missed in between answers
 * 'refetch' (the caller fetches the entry again). The entry's own `entry:changed` replaces it unless
 * the cache already holds a later version.
 */
export function receiveQueueMove(queryClient: QueryClient, token: string, move: QueueMove): 'refetch' | null {
  const entry = queryClient.getQueryData<PatientEntry>(entryKey(token));
  if (!entry) return null;
  const outcome = applyQueueMove(entry, move);
  if (outcome.kind === 'applied') queryClient.setQueryData(entryKey(token), outcome.entry);
  return outcome.kind === 'gap' ? 'refetch' : null;
}

export function receiveOwnEntry(queryClient: QueryClient, token: string, changed: PatientEntry): void {
  queryClient.setQueryData<PatientEntry>(entryKey(token), (entry) =>
    entry && entry.version > changed.version ? entry : changed,
  );
}
