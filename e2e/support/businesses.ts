import { type APIRequestContext, expect } from '@playwright/test';
import { authHeaders, signUpByApi } from './accounts';

/** A business as the API answers it, with the links patients open. */
export interface CreatedBusiness {
  id: string;
  publicId: string;
  name: string;
  links: { register: string; book: string };
}

export interface BusinessData {
  name: string;
  industry?: string;
  timeZone?: string;
  colorTheme?: string;
  language?: string;
}

/** Creates a business of the owner with this token, through the API as the setup page does. */
export async function createBusiness(
  request: APIRequestContext,
  token: string,
  data: BusinessData,
): Promise<CreatedBusiness> {
  const response = await request.post('/api/businesses', { headers: authHeaders(token), data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { business: CreatedBusiness }).business;
}

/** A new, verified owner (signUpByApi) with one business of theirs. */
export async function ownerWithBusiness(request: APIRequestContext, data: BusinessData) {
  const account = await signUpByApi(request);
  const business = await createBusiness(request, account.token, data);
  return { account, business };
}
