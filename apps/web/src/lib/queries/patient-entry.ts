import { applyQueueMove, type QueueMove } from '@qtify/shared/domain/queue-move';
import type { PatientEntry, PushSubscriptionBody } from '@qtify/shared/schemas/queue-schemas';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../api-client';
import { isApiError } from '../api-error';
import { signIn } from './current-user';
import { publicBusinessPath, publicPlaceKeys } from './public-place-keys';

/**
 * A patient's own place in a queue (API.md "Waiting room", the patient's side), known by its entry
 * token: joining, the entry, stepping out, the notifications switch, and the live updates into its
 * cache. Only types come from the shared schemas: zod stays out of the pages a patient opens from a
 * QR code on their phone.
 */
export type { PatientEntry };

export const patientEntryKeys = {
  detail: (token: string) => ['patient-entry', token] as const,
};

const entryPath = (token: string) => `/api/queue/${encodeURIComponent(token)}`;

export interface JoinBody {
  fullName: string;
  birthdate?: string;
  /** A restaurant's persons. */
  partySize?: number;
  languageId?: string;
}

export interface Joined {
  entry: PatientEntry & { token: string };
  /** Bearer token of the new temporary user. */
  data: string;
}

export const patientEntryQuery = (token: string | null) =>
  queryOptions({
    queryKey: patientEntryKeys.detail(token ?? ''),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ entry: PatientEntry }>(entryPath(token ?? ''), { signal })).entry,
    enabled: token !== null,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });

export function usePatientEntry(token: string | null) {
  return useQuery(patientEntryQuery(token));
}

/**
 * Registers in the waiting room: 201, or 422 FULL_NAME_REQUIRED / 409 BIRTHDATE_REQUIRED / 423
 * QUEUE_PAUSED (the link's business is fetched again: the page then says it is paused). The same
 * `idempotencyKey` for a retry of the same attempt (an answer lost to the network) makes the server
 * replay its first answer instead of queueing the patient twice. With `signIn` the visitor becomes
 * the new temporary user (staff trying their own QR code stay themselves).
 */
export function useJoinQueue(publicId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (join: { body: JoinBody; idempotencyKey: string; signIn: boolean }) => {
      const joined = await apiClient.post<Joined>(`${publicBusinessPath(publicId)}/queue`, join.body, {
        headers: { 'Idempotency-Key': join.idempotencyKey },
      });
      if (join.signIn)
        await signIn(queryClient, joined.data).catch((error: unknown) =>
          console.warn('Sign-in failed', error),
        );
      return joined;
    },
    onSuccess: (joined) =>
      queryClient.setQueryData(patientEntryKeys.detail(joined.entry.token), joined.entry),
    onError: (error) => {
      if (isApiError(error) && error.code === 'QUEUE_PAUSED')
        void queryClient.invalidateQueries({ queryKey: publicPlaceKeys.business(publicId) });
    },
  });
}

/**
 * The room's two live inputs, into the cache of its entry. A broadcast of the place (`queue:moved`)
 * moves the position by the order keys before its own; a version missed in between answers
 * 'refetch' (the caller fetches the entry again). The entry's own `entry:changed` replaces it unless
 * the cache already holds a later version.
 */
export function receiveQueueMove(queryClient: QueryClient, token: string, move: QueueMove): 'refetch' | null {
  const entry = queryClient.getQueryData<PatientEntry>(patientEntryKeys.detail(token));
  if (!entry) return null;
  const outcome = applyQueueMove(entry, move);
  if (outcome.kind === 'applied') queryClient.setQueryData(patientEntryKeys.detail(token), outcome.entry);
  return outcome.kind === 'gap' ? 'refetch' : null;
}

export function receiveOwnEntry(queryClient: QueryClient, token: string, changed: PatientEntry): void {
  queryClient.setQueryData<PatientEntry>(patientEntryKeys.detail(token), (entry) =>
    entry && entry.version > changed.version ? entry : changed,
  );
}

/** `receiveQueueMove` and `receiveOwnEntry` for the room's socket handlers. */
export function usePatientEntryCache(token: string) {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      move: (move: QueueMove) => receiveQueueMove(queryClient, token, move),
      entry: (changed: PatientEntry) => receiveOwnEntry(queryClient, token, changed),
    }),
    [queryClient, token],
  );
}

/** Step out briefly (`out` true) or back in; the place is kept either way. */
export function useStepOut(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (out: boolean) =>
      (await apiClient.post<{ entry: PatientEntry }>(`${entryPath(token)}/${out ? 'step-out' : 'return'}`))
        .entry,
    onSuccess: (entry) => receiveOwnEntry(queryClient, token, entry),
  });
}

/**
 * The notifications switch. `subscribe` (turning it on) makes the browser's push subscription
 * first, so the permission prompt belongs to the click.
 */
export function useNotificationsSwitch(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      enabled,
      subscribe,
    }: {
      enabled: boolean;
      subscribe?: () => Promise<PushSubscriptionBody>;
    }) => {
      const pushSubscription = subscribe ? await subscribe() : undefined;
      const body = pushSubscription ? { enabled, pushSubscription } : { enabled };
      return (await apiClient.put<{ entry: PatientEntry }>(`${entryPath(token)}/notifications`, body)).entry;
    },
    onSuccess: (entry) => receiveOwnEntry(queryClient, token, entry),
  });
}

/** The VAPID public key (base64url) for PushManager.subscribe. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiClient.get<{ publicKey: string }>('/api/push/public-key')).publicKey;
}
