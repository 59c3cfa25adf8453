import type { Business } from '@qtify/shared/schemas/business-schemas';
import type { App } from '../src/app';
import { bearer, signUp } from './accounts';

/** POST /api/businesses as `token`; throws unless it answers 201. */
export async function createBusiness(
  app: App,
  token: string,
  body: Record<string, unknown> = {},
): Promise<Business> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: bearer(token),
    payload: { name: 'Ordination Dr. Berger', industry: 'medical', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create business answered ${res.statusCode}: ${res.body}`);
  return res.json().business;
}

/**
 * A new user who owns a new business: their token and the business. The owner has verified their
 * e-mail address (through the mailed link), so the business is open to patients online, unless
 * `verified: false` asks for one that is not yet.
 */
export async function signUpWithBusiness(
  app: App,
  body: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<{ token: string; business: Business }> {
  const { token } = await signUp(app, {}, { verified });
  return { token, business: await createBusiness(app, token, body) };
}
