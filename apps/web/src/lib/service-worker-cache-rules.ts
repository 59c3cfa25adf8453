/**
 * Which API answers the service worker may keep as an offline fallback (src/sw.ts). Only what
 * anyone may see: nothing asked for with a bearer token, nothing the server marks `no-store` or
 * `private`, only complete 200 answers, and not the live places of the waiting room or the
 * session (`/api/queue/…`, `/api/auth/…`): an old copy of those would pass for the truth. The patient
 * room keeps its last known position itself, marked as not live (features/patient-room).
 */
const LIVE_PATHS = [/^\/api\/queue\//, /^\/api\/auth\//, /^\/api\/push\//];

export function apiAnswerIsCacheable(
  request: Pick<Request, 'method' | 'url' | 'headers'>,
  response: Pick<Response, 'status' | 'headers' | 'type'>,
): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.has('authorization')) return false;
  if (response.status !== 200 || response.type === 'opaque') return false;
  const cacheControl = response.headers.get('cache-control')?.toLowerCase() ?? '';
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  if (response.headers.has('set-cookie')) return false;
  const { pathname } = new URL(request.url);
  return !LIVE_PATHS.some((path) => path.test(pathname));
}
