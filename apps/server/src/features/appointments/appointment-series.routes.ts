import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZSeriesBody,
  ZSeriesPreviewBody,
  ZSeriesPreviewResponse,
  ZSeriesResponse,
} from '@qtify/shared/schemas/series-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { appointmentsDeps } from './appointments-deps';
import { createSeries } from './create-series';
import { previewSeries } from './preview-series';
import { queueSeriesMail } from './send-series-mail';

const tags = ['appointments'];
const security = [{ bearer: [] }];
const refusals = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  422: ZErrorResponse,
};

/** Weekly series staff book (e.g. six physiotherapy sessions), relative to /api/businesses/:businessId. */
export const appointmentSeriesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const deps = appointmentsDeps(context);

  app.post(
    '/appointments/series/preview',
    {
      config: { action: 'calendar.write', audit: false },
      schema: {
        tags,
        summary: 'Each instance of a weekly series with its conflict (past, slotTaken), nothing saved',
        description:
          'The body of a staff booking plus `count` (2–52) and `intervalWeeks` (1–12, default 1). Instances keep ' +
          'the local time of `start` across DST changes. `conflict` is null for an instance that can be booked.',
        security,
        params: ZBusinessIdParams,
        body: ZSeriesPreviewBody,
        response: { 200: ZSeriesPreviewResponse, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      instances: await previewSeries(deps, requireMembership(request), request.body),
    }),
  );

  app.post(
    '/appointments/series',
    {
      config: { action: 'calendar.write', audit: 'calendar.createSeries' },
      schema: {
        tags,
        summary: 'Book the chosen instances of a weekly series, all or nothing',
        description:
          'As the preview, with `skip` (1-based instances to leave out). Each instance becomes an ordinary ' +
          'appointment (moved or cancelled on its own) with `series: { id, index, total }`. A conflict since the ' +
          'preview: 409 SERIES_CONFLICT with the instance in `error.fields` (`instances.<index>`), nothing created. ' +
          'With `email`, the patient gets one mail with every instance, its own manage link and one .ics of them all.',
        security,
        params: ZBusinessIdParams,
        body: ZSeriesBody,
        response: { 201: ZSeriesResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const membership = requireMembership(request);
      const { seriesId, appointments, manageTokens, email } = await createSeries(
        deps,
        membership,
        request.body,
      );
      if (email) {
        queueSeriesMail(context, {
          businessId: membership.businessId,
          instances: appointments.map((appointment, index) => ({
            appointmentId: appointment.id,
            manageToken: manageTokens[index] as string,
          })),
          log: request.log,
        });
      }
      return reply.status(201).send({ success: true as const, seriesId, appointments });
    },
  );
};
