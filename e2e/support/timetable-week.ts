import { type APIRequestContext, expect } from '@playwright/test';
import { authHeaders } from './accounts';

/**
 * Fills a business's week for the timetable's screens: the owner's shifts, an absence of the first
 * doctor and a changed date of the second, the owner away on `date`.
 */
export async function fillTimetableWeek(
  request: APIRequestContext,
  token: string,
  businessId: string,
  doctorIds: string[],
  date: string,
) {
  const base = `/api/businesses/${businessId}`;
  const headers = authHeaders(token);
  const ok = async (answer: Awaited<ReturnType<APIRequestContext['get']>>) =>
    expect(answer.ok(), await answer.text()).toBe(true);
  const timetable = await request.get(`${base}/timetable`, { headers });
  await ok(timetable);
  const ownerId = ((await timetable.json()) as { timetable: { members: { userId: string }[] } }).timetable
    .members[0]!.userId;
  await ok(
    await request.put(`${base}/timetable/members/${ownerId}/shifts`, {
      headers,
      data: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '07:30', end: '15:30' })),
    }),
  );
  await ok(
    await request.put(`${base}/timetable/members/${ownerId}/exceptions/${date}`, {
      headers,
      data: { hours: [] },
    }),
  );
  if (doctorIds[0]) {
    await ok(
      await request.post(`${base}/doctors/${doctorIds[0]}/absences`, {
        headers,
        data: { from: date, to: date, allDay: true, reason: 'Fortbildung' },
      }),
    );
  }
  if (doctorIds[1]) {
    await ok(
      await request.put(`${base}/doctors/${doctorIds[1]}/exceptions/${date}`, {
        headers,
        data: { hours: [{ start: '12:00', end: '16:00' }] },
      }),
    );
  }
}
