import { ZPublicAppointmentTypesResponse } from '@qtify/shared/schemas/appointment-type-schemas';
import { ZPublicIdParams } from '@qtify/shared/schemas/business-schemas';
import { ZErrorResponse } from '@qtify/shared/schemas/common-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { listPublicAppointmentTypes } from './list-public-appointment-types';

/** The first step of the public booking flow: which types can be booked (no login). */
export const publicAppointmentTypesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/public/businesses/:publicId/appointment-types',
    {
      schema: {
        tags: ['booking'],
        summary: 'The appointment types a business offers, with the doctors who offer each',
        description:
          'A restaurant’s type carries `maxPartySize`: the largest party one of its tables seats online (larger groups call). ' +
          'From the type’s booking rules: `doctors` (by name) where the patient may choose among several, else ' +
          'null; `needsBirthdate` (only known patients book online); `needsConfirmation` (bookings are requests).',
        params: ZPublicIdParams,
        response: { 200: ZPublicAppointmentTypesResponse, 404: ZErrorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      appointmentTypes: await listPublicAppointmentTypes(context.database.db, request.params.publicId),
    }),
  );
};
