import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZCopyWeekBody,
  ZCopyWeekResponse,
  ZDayExceptionBody,
  ZMemberDateParams,
  ZMemberParams,
  ZShiftsBody,
  ZTimetableQuery,
  ZTimetableResponse,
} from '@qtify/shared/schemas/timetable-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { copyWeek } from './copy-week';
import { deleteMemberException } from './delete-member-exception';
import { getTimetable } from './get-timetable';
import { replaceShifts } from './replace-shifts';
import { setMemberException } from './set-member-exception';
import { timetableDeps } from './timetable-deps';

const tags = ['timetable'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 422: ZErrorResponse };
const noContent = { 204: z.undefined(), ...refusals };

/** The team's week (issue 19), relative to /api/businesses/:businessId (business scope). */
export const timetableRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = timetableDeps(context);

  app.get(
    '/timetable',
    {
      config: { action: 'business.read' },
      schema: {
        tags,
        summary: 'The team’s week: each doctor’s (table’s) hours and absences, each member’s shifts',
        description:
          '`week`: any date of the week (Monday–Sunday) in the business’s time zone; this week without it. ' +
          'Each day’s `hours` come from the regular week, or from a changed date (`exception: true`); ' +
          'a changed date without hours is a day off (a member: away).',
        security,
        querystring: ZTimetableQuery,
        response: { 200: ZTimetableResponse, ...refusals },
      },
    },
    async (request) => {
      const timetable = await getTimetable(deps, requireMembership(request), request.query.week);
      return { success: true as const, timetable };
    },
  );

  app.put(
    '/timetable/members/:userId/shifts',
    {
      config: { action: 'hours.write' },
      schema: {
        tags,
        summary: 'Replace a member’s weekly shifts: [{ weekday 1–7 (Mon=1), start, end }]',
        description:
          '422 INVALID_TIME_RANGE names each bad shift by its index ("startNotBeforeEnd", "overlap").',
        security,
        params: ZMemberParams,
        body: ZShiftsBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      await replaceShifts(deps, requireMembership(request), request.params.userId, request.body);
      return reply.status(204).send();
    },
  );

  app.put(
    '/timetable/members/:userId/exceptions/:date',
    {
      config: { action: 'absences.write' },
      schema: {
        tags,
        summary:
          'A member works other hours on one date: { hours: [{ start, end }] }, an empty list for away',
        security,
        params: ZMemberDateParams,
        body: ZDayExceptionBody,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { userId, date } = request.params;
      await setMemberException(deps, requireMembership(request), userId, date, request.body.hours);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/timetable/members/:userId/exceptions/:date',
    {
      config: { action: 'absences.write' },
      schema: {
        tags,
        summary: 'The date follows the member’s shifts again',
        security,
        params: ZMemberDateParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      const { userId, date } = request.params;
      await deleteMemberException(deps, requireMembership(request), userId, date);
      return reply.status(204).send();
    },
  );

  app.post(
    '/timetable/copy-week',
    {
      config: { action: 'hours.write', audit: 'hours.copyWeek' },
      schema: {
        tags,
        summary: 'Copy a week: the next `weeks` weeks (1–12) take this week’s changed dates',
        description:
          'Doctors’ and members’ changed dates of the week holding `week` go onto the same weekdays of ' +
          'the following weeks; changed dates there that this week lacks are cleared. Answers how many ' +
          'dates were written.',
        security,
        body: ZCopyWeekBody,
        response: { 200: ZCopyWeekResponse, ...refusals },
      },
    },
    async (request) => {
      const copied = await copyWeek(deps, requireMembership(request), request.body);
      return { success: true as const, copied };
    },
  );
};
