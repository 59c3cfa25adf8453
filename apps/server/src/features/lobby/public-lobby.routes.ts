import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZDisplayBoardResponse,
  ZDisplayTokenParams,
  ZKioskEntryResponse,
  ZKioskPlaceResponse,
  ZKioskQueueBody,
  ZKioskTokenParams,
  ZNameCheckInBody,
} from '@qtify/shared/schemas/lobby-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { queueDeps } from '../queue/queue-deps';
import { checkInWithKiosk } from './check-in-with-kiosk';
import { displayBoard } from './display-board';
import { kioskLimit } from './kiosk-limit';
import { kioskPlace } from './kiosk-place';
import { registerAtKiosk } from './register-at-kiosk';

const tags = ['lobby'];

/** What a lobby display and a kiosk ask through their secret links (no login). */
export const publicLobbyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = queueDeps(context);
  const db = context.database.db;
  const limitKiosk = kioskLimit(app);

  app.get(
    '/api/public/displays/:displayToken',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A lobby display’s board: the recent calls (ticket, room) and the next tickets',
        description:
          'Calls of the last 10 minutes, newest first (at most 5), then the next 6 waiting. `ticket` is the ' +
          'entry’s ticket (initials until entries carry one); `name` only where the display was set up to ' +
          'show initials or full names. Live: a socket with `auth: { token: <display token> }` hears ' +
          '`display:changed` (no entry data) and fetches this again. 404 for a revoked or unknown link.',
        params: ZDisplayTokenParams,
        response: { 200: ZDisplayBoardResponse, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await displayBoard(context, request.params.displayToken)),
    }),
  );

  app.get(
    '/api/public/kiosks/:kioskToken',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The place a kiosk link belongs to (its name and looks); 404 when revoked',
        params: ZKioskTokenParams,
        response: { 200: ZKioskPlaceResponse, 404: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const business = await kioskPlace(db, request.params.kioskToken);
      return {
        success: true as const,
        place: { name: business.name, industry: business.industry, colorTheme: business.colorTheme },
      };
    },
  );

  const kioskRefusals = {
    400: ZErrorResponse,
    403: ZErrorResponse,
    404: ZErrorResponse,
    409: ZErrorResponse,
    422: ZErrorResponse,
  };

  app.post(
    '/api/public/kiosks/:kioskToken/queue',
    {
      config: { publicWrite: 'kiosk' },
      schema: {
        tags,
        summary: 'A walk-in registers at the kiosk: a place in the line and a ticket on the screen',
        description:
          'The rules of self-registration (422 FULL_NAME_REQUIRED, 409 BIRTHDATE_REQUIRED, 423 QUEUE_PAUSED). ' +
          'The answer carries no patient link and no account token: nothing personal stays on the tablet. ' +
          'At most 40 writes per kiosk and 120 per business in 10 minutes (429 RATE_LIMITED). 404 for a ' +
          'revoked or unknown link.',
        params: ZKioskTokenParams,
        body: ZKioskQueueBody,
        response: { 201: ZKioskEntryResponse, ...kioskRefusals, 423: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const business = await kioskPlace(db, request.params.kioskToken);
      await limitKiosk(request, business.id);
      const entry = await registerAtKiosk(deps, business, request.body);
      return reply.status(201).send({ success: true as const, entry });
    },
  );

  app.post(
    '/api/public/kiosks/:kioskToken/check-in',
    {
      config: { publicWrite: 'kiosk' },
      schema: {
        tags,
        summary: 'Check in to today’s appointment at the kiosk by name and birth date',
        description:
          'From 60 minutes before the start until its end (else 422 CHECK_IN_CLOSED); no match is always ' +
          '422 NO_MATCHING_APPOINTMENT. 201 with the entry and its ticket; again 200 with the same entry. ' +
          'No link, no account. The kiosk’s limits apply (429 RATE_LIMITED).',
        params: ZKioskTokenParams,
        body: ZNameCheckInBody,
        response: { 200: ZKioskEntryResponse, 201: ZKioskEntryResponse, ...kioskRefusals },
      },
    },
    async (request, reply) => {
      const business = await kioskPlace(db, request.params.kioskToken);
      await limitKiosk(request, business.id);
      const checkedIn = await checkInWithKiosk(deps, business, request.body);
      return reply
        .status(checkedIn.created ? 201 : 200)
        .send({ success: true as const, entry: checkedIn.entry });
    },
  );
};
