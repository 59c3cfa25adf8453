import { type APIRequestContext, expect } from '@playwright/test';

export interface FreeSlot {
  start: string;
  end: string;
  doctorId: string;
}

/** The free times of a type, as the public booking page lists them. */
export async function freeSlots(request: APIRequestContext, publicId: string, typeId: string) {
  const answer = await request.get(`/api/public/businesses/${publicId}/slots`, { params: { typeId } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { slots: FreeSlot[] }).slots;
}

export interface BookingData {
  typeId: string;
  start: string;
  doctorId?: string;
  firstName: string;
  lastName: string;
  phone: string;
  email?: string;
}

/**
 * Books as a patient's phone does on the public booking page, and answers the response as it is
 * (201, 409 SLOT_TAKEN, 429 …). `headers`: e.g. X-Forwarded-For to stand for another phone.
 */
export function postBooking(
  request: APIRequestContext,
  publicId: string,
  data: BookingData,
  headers: Record<string, string> = {},
) {
  return request.post(`/api/public/businesses/${publicId}/bookings`, { headers, data });
}
