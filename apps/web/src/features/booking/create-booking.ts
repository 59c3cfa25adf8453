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
