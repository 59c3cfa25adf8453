import type { Booking, BookingBody } from '@qtify/shared/schemas/booking-schemas';
import { apiClient } from '../../lib/api-client';
import { publicBusinessPath } from './public-booking-api';

/**
 * Books a free time. The same `idempotencyKey` for a retry of the same attempt (a lost answer)
 * makes the server replay its first answer instead of booking twice.
 */
export async function createBooking(publicId: string, body: BookingBody, idempotencyKey: string) {
  const answer = await apiClient.post<{ booking: Booking }>(
    `${publicBusinessPath(publicId)}/bookings`,
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
  return answer.booking;
}

/** A random UUID; `crypto.randomUUID` exists only on https and localhost, so a fallback for the rest. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
