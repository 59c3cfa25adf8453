import type { ErrorCode } from '@qtify/shared/errors';
import { ApiError, NETWORK_ERROR } from './api-error';
import { authStore } from './auth-store';
import { clientErrorCode } from './error-messages';
import { parseRetryAfter } from './retry-after';

export interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** A bearer token to use instead of the stored one (login checks a new token before keeping it). */
  token?: string;
}

/** The solver comes with the first 429 CHALLENGE_REQUIRED, not with the page (altcha-solver.ts). */
const solveChallenge = async (challenge: unknown, signal?: AbortSignal) =>
  (await import('./altcha-solver')).solveAltcha(challenge as never, signal);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Used when an answer is not in the contract's error shape (a proxy page, an empty 502 …).
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type ErrorAnswer = { error?: { code?: unknown; message?: unknown; fields?: unknown; challenge?: unknown } };

function toApiError(response: Response, body: ErrorAnswer | undefined): ApiError {
  const error = body?.error;
  const fallbackCode = CODE_BY_STATUS[response.status] ?? 'INTERNAL';
  return new ApiError({
    status: response.status,
    code: error?.code === undefined ? fallbackCode : clientErrorCode(error.code),
    message: typeof error?.message === 'string' ? error.message : response.statusText || fallbackCode,
    fields:
      error?.fields && typeof error.fields === 'object'
        ? (error.fields as Record<string, string>)
        : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
  });
}

// A 401 with this code is a refused password (login, change password), not a dead session.
const WRONG_PASSWORD = 'INVALID_CREDENTIALS';

async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
  read: (response: Response) => Promise<unknown> = readJson,
  solvedChallenge = false,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const authorization = options.token ? `Bearer ${options.token}` : authStore.getAuthorization();
  if (authorization) headers.Authorization = authorization;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, code: NETWORK_ERROR, message: 'The server could not be reached', cause });
  }

  if (!response.ok) {
    const body = (await readJson(response)) as ErrorAnswer | undefined;
    const error = toApiError(response, body);
    // A public write over its place's budget (API.md "Everywhere"): solve the proof-of-work and send
    // the same request once more with the solution. The caller's form stays busy meanwhile; if it
    // cannot be solved, or the server asks again, the caller gets CHALLENGE_REQUIRED to show.
    const challenge = body?.error?.challenge;
    if (error.code === 'CHALLENGE_REQUIRED' && challenge && !solvedChallenge) {
      const solution = await solveChallenge(challenge, options.signal).catch(() => null);
      if (solution) {
        const headers = { ...options.headers, 'X-Altcha': solution };
        return request<T>(method, path, { ...options, headers }, read, true);
      }
    }
    // The stored token is gone or revoked: this is the one place that signs the user out for it.
    // Forgetting the token makes the protected pages send the visitor to the login (RequireAuth),
    // which brings them back afterwards. A late answer for an older token must not end a newer session.
    const stored = authorization !== null && authorization === authStore.getAuthorization();
    if (error.status === 401 && error.code !== WRONG_PASSWORD && stored) authStore.clear('expired');
    throw error;
  }
  return (await read(response)) as T;
}

/**
 * The one way the web talks to `/api`: JSON in and out, the bearer token attached, errors thrown as
 * `ApiError`. Query hooks (TanStack Query) call these.
 */
export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A file that needs the bearer token (a QR code image), so an `<img src>` cannot load it itself. */
  blob: (path: string, options?: RequestOptions) =>
    request<Blob>('GET', path, { ...options, headers: { Accept: '*/*', ...options?.headers } }, (response) =>
      response.blob(),
    ),
};
