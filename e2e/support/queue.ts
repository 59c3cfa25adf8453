import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The public join call of the QR registration page, as a patient's phone sends it (no account). */
export function postJoin(
  request: APIRequestContext,
  publicId: string,
  fullName: string,
  headers: Record<string, string> = {},
) {
  return request.post(`/api/public/businesses/${publicId}/queue`, { headers, data: { fullName } });
}

/** A patient who registered by QR code: their entry's id and the token of their place's link. */
export async function joinQueue(request: APIRequestContext, publicId: string, fullName: string) {
  const answer = await postJoin(request, publicId, fullName);
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { entry: { id: string; token: string } }).entry;
}

/** The card of one entry in the staff waiting room's list. */
export function entryCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}
