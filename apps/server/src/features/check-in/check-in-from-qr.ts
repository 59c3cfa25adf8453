import { isLanguageId } from '@qtify/shared/i18n/languages';
import type { NameCheckInBody } from '@qtify/shared/schemas/lobby-schemas';
import { createTemporaryUser } from '../auth/create-temporary-user';
import { newOpaqueToken } from '../auth/opaque-token';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { enterAppointment, linkEntry, type MakeLink, presentEntryViews } from '../queue/enter-appointment';
import type { QueueDeps } from '../queue/queue-deps';
import { arrivalOf } from './appointment-arrival';
import type { PatientCheckIn } from './check-in-appointment';
import { findAppointmentByName } from './check-in-by-name';
import { appointmentCancelled } from './check-in-errors';

/**
 * "I have an appointment" on the page the QR code opens (POST /api/public/businesses/:publicId/check-in):
 * name and birth date match today's appointment, from 60 minutes before its start until its end.
 * The patient gets the entry's room (a new link token) and a temporary account, as after
 * registering; again, the same entry with a new link (only the newest device keeps the room:
 * the first link's token is known only as its hash).
 */
export async function checkInFromQr(
  deps: QueueDeps,
  publicId: string,
  body: NameCheckInBody,
): Promise<PatientCheckIn> {
  const { context } = deps;
  const business = await findPublicBusiness(context.database.db, publicId);
  if (!business) throw businessNotFound();
  const row = await findAppointmentByName(deps, business, body);
  if (row.status === 'cancelled') throw appointmentCancelled();
  const { token, tokenHash } = newOpaqueToken();
  let bearer = '';
  const link: MakeLink = async (tx, patient) => {
    const account = await createTemporaryUser(
      { db: tx, clock: context.clock, config: context.config },
      {
        firstName: patient.firstName,
        lastName: patient.lastName,
        ...(isLanguageId(body.languageId) ? { languageId: body.languageId } : {}),
      },
    );
    bearer = account.token;
    return { tokenHash, userId: account.userId };
  };
  const entered = await enterAppointment(deps, arrivalOf(row), link);
  const entry = entered.created ? entered.entry : await linkEntry(deps, entered, link, { replace: true });
  const views = await presentEntryViews(deps, entry, entered.patient);
  return { entry: { ...views.patient, token }, bearer, created: entered.created };
}
