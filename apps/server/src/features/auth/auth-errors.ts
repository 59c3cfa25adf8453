import { AppError } from '../../errors/app-error';

// The refusals of the accounts API (API.md "Accounts"), in one place so that every use case
// answers a given case with the same status, code and body: the login answer for an unknown
// e-mail must be byte-for-byte the one for a wrong password.

export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'E-mail address or password is wrong');

export const emailTaken = () =>
  new AppError(409, 'EMAIL_TAKEN', 'This e-mail address is already registered', {
    fields: { email: 'emailTaken' },
  });

// A reset or verification link that is used, expired or unknown.
export const invalidLinkToken = () =>
  new AppError(422, 'INVALID_TOKEN', 'The link is invalid, expired or was already used', {
    fields: { token: 'invalidToken' },
  });

export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many attempts, retry in ${retryAfterSeconds} seconds`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
