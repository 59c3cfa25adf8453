import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';

export const STRONG_PASSWORD = 'Wartezimm3r!Sicher';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
}

/** Signs a new user up through the API and returns the bearer token. */
export async function signUpByApi(request: APIRequestContext, overrides: Partial<TestAccount> = {}) {
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
  return { ...account, token: data } satisfies TestAccount;
}

/** Puts the token where the web app keeps it (`auth.` prefix, Bearer), before the first page loads. */
export async function signInWithToken(page: Page, token: string) {
  await page.addInitScript((value) => {
    localStorage.setItem('auth.token', value);
    localStorage.setItem('auth.tokenType', 'Bearer');
  }, token);
}
