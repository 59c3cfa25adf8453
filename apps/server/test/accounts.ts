import { randomBytes } from 'node:crypto';
import type { App } from '../src/app';
import { mailerOf } from './recording-mailer';

/** Meets every rule of the password policy and is on no common-password list. */
export const GOOD_PASSWORD = 'Wartezimm3r!Linz';
export const OTHER_GOOD_PASSWORD = 'Ordinati0n#Graz';

/** A unique, lower-case e-mail address for one test. */
export function uniqueEmail(name = 'ana'): string {
  return `${name}.${randomBytes(4).toString('hex')}@example.com`;
}

/**
 * A random IPv4 address of 10.200.0.0/13: each helper sign-up comes from its own address, as
 * different people's would, so the per-address sign-up limit does not bite tests that make many.
 */
export function randomClientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${200 + (a % 8)}.${b}.${(c % 254) + 1}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface SignedUp {
  token: string;
  email: string;
  password: string;
}

type SignUpFields = 'firstName' | 'lastName' | 'email' | 'password' | 'languageId';

/**
 * Signs a new user up through the API and returns their token and credentials. With
 * `verified: true` the user then follows the link of their verification mail, as an owner must
 * before patients can book or register online.
 */
export async function signUp(
  app: App,
  overrides: Partial<Record<SignUpFields, string>> = {},
  { verified = false }: { verified?: boolean } = {},
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
    remoteAddress: randomClientAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`signup answered ${res.statusCode}: ${res.body}`);
  if (verified) await verifyEmail(app, email);
  return { token: res.json().data, email, password };
}

/** The newest verification link mailed to `email` (waits for the app's mail to go out). */
export async function verificationLink(app: App, email: string): Promise<URL> {
  await app.backgroundTasks.idle();
  const link = mailerOf(app)
    .to(email.toLowerCase())
    .map((mail) => mail.link)
    .filter((found) => found?.includes('/verify-email?token='))
    .at(-1);
  if (!link) throw new Error(`no verification mail to ${email}`);
  return new URL(link);
}

/** Follows the newest verification link mailed to `email`, through the real route. */
export async function verifyEmail(app: App, email: string): Promise<void> {
  const token = (await verificationLink(app, email)).searchParams.get('token');
  const res = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
  if (res.statusCode !== 204) throw new Error(`verify-email answered ${res.statusCode}: ${res.body}`);
}

/** POST /api/auth/login. */
export function logIn(app: App, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}

/** GET /api/auth/user with a token. */
export function getUser(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
}
