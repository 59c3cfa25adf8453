import { randomBytes } from 'node:crypto';
import type { App } from '../src/app';

/** Meets every rule of the password policy and is on no common-password list. */
export const GOOD_PASSWORD = 'Wartezimm3r!Linz';
export const OTHER_GOOD_PASSWORD = 'Ordinati0n#Graz';

/** A unique, lower-case e-mail address for one test. */
export function uniqueEmail(name = 'ana'): string {
  return `${name}.${randomBytes(4).toString('hex')}@example.com`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedUp {
  token: string;
  email: string;
  password: string;
}

/** Signs a new user up through the API and returns their token and credentials. */
export async function signUp(
  app: App,
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'languageId', string>> = {},
): Promise<SignedUp> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      firstName: 'Ana',
      lastName: 'Berger',
      ...overrides,
      email,
      password,
      passwordRepeat: password,
    },
  });
  if (res.statusCode !== 201) throw new Error(`signup answered ${res.statusCode}: ${res.body}`);
  return { token: res.json().data, email, password };
}

/** POST /api/auth/login. */
export function logIn(app: App, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

/** GET /api/auth/user with a token. */
export function getUser(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
}
