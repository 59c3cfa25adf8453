import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { PatientEntry, PushSubscriptionBody } from '@qtify/shared/schemas/queue-schemas';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';

// API.md "Waiting room", the patient's side. Only types come from the shared schemas: zod stays out
// of the pages a patient opens from a QR code on their phone.

export type { PatientEntry };

const entryPath = (token: string) => `/api/queue/${encodeURIComponent(token)}`;

/** The cache entry of one place in the queue; socket events write into it. */
export const entryKey = (token: string) => ['patient-room', 'entry', token] as const;

export interface JoinBody {
  fullName: string;
  birthdate?: string;
  /** A restaurant's persons, 1–99. */
  partySize?: number;
  languageId?: string;
}

export interface Joined {
  entry: PatientEntry & { token: string };
  /** Bearer token of the new temporary user. */
  data: string;
}

/**
 * Registers in the waiting room: 201, or 422 FULL_NAME_REQUIRED / 409 BIRTHDATE_REQUIRED / 423
 * QUEUE_PAUSED. The same `idempotencyKey` for a retry of the same attempt (an answer lost to the
 * network) makes the server replay its first answer instead of queueing the patient twice.
 */
export function joinQueue(publicId: string, body: JoinBody, idempotencyKey: string): Promise<Joined> {
  return apiClient.post<Joined>(`/api/public/businesses/${encodeURIComponent(publicId)}/queue`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export async function fetchEntry(token: string, signal?: AbortSignal): Promise<PatientEntry> {
  return (await apiClient.get<{ entry: PatientEntry }>(entryPath(token), { signal })).entry;
}

export function usePatientEntry(token: string | null) {
  return useQuery({
    queryKey: entryKey(token ?? ''),
    queryFn: ({ signal }) => fetchEntry(token!, signal),
    enabled: token !== null,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}

/** Step out briefly (`out`) or back in; the place is kept either way. */
export async function setStepOut(token: string, out: boolean): Promise<PatientEntry> {
  const path = `${entryPath(token)}/${out ? 'step-out' : 'return'}`;
  return (await apiClient.post<{ entry: PatientEntry }>(path)).entry;
}

export async function setNotifications(
  token: string,
  enabled: boolean,
  pushSubscription?: PushSubscriptionBody,
): Promise<PatientEntry> {
  const body = pushSubscription ? { enabled, pushSubscription } : { enabled };
  return (await apiClient.put<{ entry: PatientEntry }>(`${entryPath(token)}/notifications`, body)).entry;
}

/** The VAPID public key (base64url) for PushManager.subscribe. */
export async function fetchPushPublicKey(): Promise<string> {
  return (await apiClient.get<{ publicKey: string }>('/api/push/public-key')).publicKey;
}

export const publicBusinessKey = (publicId: string) => ['patient-room', 'business', publicId] as const;

/** The business of a registration link (name, industry, colour theme, whether registration is paused). */
export function usePublicBusiness(publicId: string) {
  return useQuery({
    queryKey: publicBusinessKey(publicId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ business: PublicBusiness }>(
          `/api/public/businesses/${encodeURIComponent(publicId)}`,
          { signal },
        )
      ).business,
    enabled: publicId !== '',
    staleTime: 5 * 60_000,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}
