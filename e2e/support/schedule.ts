import { type APIRequestContext, expect } from '@playwright/test';
import { authHeaders } from './accounts';

/** Monday to Friday, and the whole week, as the working-times API numbers days (1 = Monday). */
export const WEEKDAYS = [1, 2, 3, 4, 5];
export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

export interface WorkingWeek {
  days: number[];
  start: string;
  end: string;
}

/**
 * Adds a doctor (a stylist, a table with `partySize`) to a business and, with `week`, gives it the
 * same working hours on each of those days. Returns its id.
 */
export async function addDoctor(
  request: APIRequestContext,
  token: string,
  businessId: string,
  data: { name: string; specialty?: string; partySize?: number },
  week?: WorkingWeek,
): Promise<string> {
  const base = `/api/businesses/${businessId}`;
  const headers = authHeaders(token);
  const answer = await request.post(`${base}/doctors`, { headers, data });
  expect(answer.status(), await answer.text()).toBe(201);
  const { doctor } = (await answer.json()) as { doctor: { id: string } };
  if (week) {
    const times = week.days.map((weekday) => ({ weekday, start: week.start, end: week.end }));
    const put = await request.put(`${base}/doctors/${doctor.id}/working-times`, { headers, data: times });
    expect(put.ok(), await put.text()).toBe(true);
  }
  return doctor.id;
}

/** Adds an appointment type (a service, a reservation type) offered by these doctors. Returns its id. */
export async function addAppointmentType(
  request: APIRequestContext,
  token: string,
  businessId: string,
  data: { title: string; durationMinutes: number; color?: string; doctorIds: string[] },
): Promise<string> {
  const answer = await request.post(`/api/businesses/${businessId}/appointment-types`, {
    headers: authHeaders(token),
    data: { color: '#2196f3', ...data },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { appointmentType: { id: string } }).appointmentType.id;
}
