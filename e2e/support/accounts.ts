import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { verificationLinkFor } from './outbox';

export const STRONG_PASSWORD = 'Wartezimm3r!Sicher';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

/**
 * Signs a new user up through the API and returns the bearer token. The user then confirms their
 * address with the link of the mail in the server's outbox, as an owner must before patients can
 * book or register online; `verified: false` leaves it unconfirmed.
 */
export async function signUpByApi(
  request: APIRequestContext,
  overrides: Partial<TestAccount> = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const account = {
    firstName: 'Anna',
    lastName: 'Berger',
    email: `anna.${randomUUID().slice(0, 8)}@example.at`,
    password: STRONG_PASSWORD,
    ...overrides,
  };
  const response = await request.post('/api/auth/signup', {
    data: { ...account, passwordRepeat: account.password, languageId: 'de' },
  });
  if (response.status() !== 201)
    throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  const { data } = (await response.json()) as { data: string };
  if (verified) await verifyByMail(request, account.email);
  return { ...account, token: data } satisfies TestAccount;
}

/** Follows the verification link mailed to `email` through the real route (as the /verify-email page does). */
export async function verifyByMail(request: APIRequestContext, email: string) {
  const token = new URL(await verificationLinkFor(email), 'http://localhost').searchParams.get('token');
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  if (response.status() !== 204)
    throw new Error(`verify-email failed: ${response.status()} ${await response.text()}`);
}

/** Puts the token where the web app keeps it (`auth.` prefix, Bearer), before the first page loads. */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('auth.token', value);
    localStorage.setItem('auth.tokenType', 'Bearer');
  }, token);
}

/** The header of an API call made as the user with this token. */
export function authHeaders(token: string) {
  return { Authorization: `Bearer ${token}` };
}
