import { ZBusinessIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import {
  ZDevicesResponse,
  ZDisplayBody,
  ZDisplayIdParams,
  ZDisplayPatchBody,
  ZDisplayResponse,
  ZKioskBody,
  ZKioskIdParams,
  ZNewDisplayResponse,
  ZNewKioskResponse,
} from '@qtify/shared/schemas/lobby-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireMembership } from '../../plugins/business-scope';
import { createDevice, listDevices, revokeDevice, updateDisplay } from './lobby-devices.service';

const tags = ['lobby'];
const security = [{ bearer: [] }];
const refusals = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/**
 * Lobby displays (a TV in the waiting area) and kiosks (a tablet at the entrance), relative to
 * /api/businesses/:businessId (business scope): make one (its secret link's token is in this answer
 * only), list them, revoke one.
 */
export const lobbyDevicesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/displays',
    {
      config: { action: 'lobby.read' },
      schema: {
        tags,
        summary: 'The business’s lobby displays (without their tokens)',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZDevicesResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      devices: await listDevices(context, requireMembership(request), 'display'),
    }),
  );

  app.post(
    '/displays',
    {
      config: { action: 'lobby.write' },
      schema: {
        tags,
        summary: 'A new lobby display: its secret link is /display/<token>',
        description:
          '`names`: what the display shows of a person besides the ticket: `ticket` (nothing, the default), ' +
          '`initials` or `fullName` (only where the business explicitly wants it). The token is in this answer ' +
          'only. 409 TOO_MANY_DEVICES with 20 displays already.',
        security,
        params: ZBusinessIdParams,
        body: ZDisplayBody,
        response: { 201: ZNewDisplayResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const display = await createDevice(context, requireMembership(request), 'display', request.body ?? {});
      return reply.status(201).send({ success: true as const, display });
    },
  );

  app.patch(
    '/displays/:displayId',
    {
      config: { action: 'lobby.write' },
      schema: {
        tags,
        summary: 'Change a display’s label or what it shows of a person (`names`); its link stays',
        description: 'The open display shows the change at once (its socket hears `display:changed`).',
        security,
        params: ZDisplayIdParams,
        body: ZDisplayPatchBody,
        response: { 200: ZDisplayResponse, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      display: await updateDisplay(
        context,
        requireMembership(request),
        request.params.displayId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/displays/:displayId',
    {
      config: { action: 'lobby.write' },
      schema: {
        tags,
        summary: 'Revoke a display: its link answers 404 and its live connection ends at once',
        security,
        params: ZDisplayIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await revokeDevice(context, requireMembership(request), 'display', request.params.displayId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/kiosks',
    {
      config: { action: 'lobby.read' },
      schema: {
        tags,
        summary: 'The business’s kiosks (without their tokens)',
        security,
        params: ZBusinessIdParams,
        response: { 200: ZDevicesResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      devices: await listDevices(context, requireMembership(request), 'kiosk'),
    }),
  );

  app.post(
    '/kiosks',
    {
      config: { action: 'lobby.write' },
      schema: {
        tags,
        summary: 'A new kiosk: its secret link is /kiosk/<token>',
        description: 'The token is in this answer only. 409 TOO_MANY_DEVICES with 20 kiosks already.',
        security,
        params: ZBusinessIdParams,
        body: ZKioskBody,
        response: { 201: ZNewKioskResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const kiosk = await createDevice(context, requireMembership(request), 'kiosk', request.body ?? {});
      return reply.status(201).send({ success: true as const, kiosk });
    },
  );

  app.delete(
    '/kiosks/:kioskId',
    {
      config: { action: 'lobby.write' },
      schema: {
        tags,
        summary: 'Revoke a kiosk: its link answers 404 from now on',
        security,
        params: ZKioskIdParams,
        response: { 204: z.undefined(), 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      await revokeDevice(context, requireMembership(request), 'kiosk', request.params.kioskId);
      return reply.status(204).send();
    },
  );
};
