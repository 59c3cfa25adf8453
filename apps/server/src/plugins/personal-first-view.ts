import type { RouteSpec } from '@qtify/shared/app-routes/route-table';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import type { PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { isOpaqueToken } from '../features/auth/opaque-token';
import { manageFirstView } from './first-view-manage';
import { roomFirstView } from './first-view-room';

/** The lookups of a personal link's own data, each through its feature's service (app.ts wires them). */
export interface PersonalLookups {
  /** The patient's entry by its token (queue); throws for an unknown one. */
  entry?: (token: string) => Promise<PatientEntry>;
  /** The booking by its manage token, with its business's industry and colour theme (booking); throws for an unknown one. */
  booking?: (token: string) => Promise<{ booking: Booking; industry: string; colorTheme: string }>;
  now?: () => Date;
}

/** The token of a personal page's link: the room's `/q/:token` (or `?entry=`), manage booking's `?token=`. */
function tokenOf(route: Pick<RouteSpec, 'id'>, url: URL): string | null {
  if (route.id === 'patientRoom') {
    const token = /^\/q\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? url.searchParams.get('entry');
    return token ?? null;
  }
  // A reminder's opt-out and a waitlist offer are other pages behind the same path.
  if (url.searchParams.has('optOut') || url.searchParams.has('offer')) return null;
  return url.searchParams.get('token');
}

/**
 * The first view of the patient room and of manage booking (first-view-room.ts,
 * first-view-manage.ts): their largest texts need the patient's own data, looked up by the token of
 * the link with one call of the owning feature's service. Empty for any other page, a malformed or
 * unknown token, and whenever the lookup fails: the page then loads as it did without. The token
 * is never logged (only the failure's kind), and the answer is `no-store` (web-app.ts).
 */
export async function personalFirstView(
  request: FastifyRequest,
  route: Pick<RouteSpec, 'id'> | undefined,
  lookUps: PersonalLookups,
): Promise<string> {
  if (route?.id !== 'patientRoom' && route?.id !== 'manageBooking') return '';
  const token = tokenOf(route, new URL(request.url, 'http://page.invalid'));
  if (!token || !isOpaqueToken(token)) return '';
  try {
    if (route.id === 'patientRoom') {
      const entry = await lookUps.entry?.(token);
      return entry ? roomFirstView(entry, String(request.headers['user-agent'] ?? '')) : '';
    }
    const page = await lookUps.booking?.(token);
    return page ? manageFirstView(page, lookUps.now?.() ?? new Date()) : '';
  } catch (error) {
    // An unknown or erased token (404) is the page's to say; anything else is worth a line.
    if (!(error instanceof AppError && error.status === 404))
      request.log.warn({ err: error }, 'a personal page’s first view could not be looked up');
    return '';
  }
}
