import { patientCheckInWindow, staffMayCheckIn } from '@qtify/shared/domain/check-in-window';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import type { PatientEntry, StaffEntry } from '@qtify/shared/schemas/queue-schemas';
import { findAppointment } from '../appointments/find-appointment';
import { createTemporaryUser } from '../auth/create-temporary-user';
import { hashToken } from '../auth/opaque-token';
import { startSession } from '../auth/start-session';
import { findBooking } from '../booking/manage-booking';
import { businessNotFound } from '../businesses/business-errors';
import { findBusiness } from '../businesses/businesses.service';
import type { Membership } from '../memberships/membership';
import { enterAppointment, linkEntry, type MakeLink, presentEntryViews } from '../queue/enter-appointment';
import type { QueueDeps } from '../queue/queue-deps';
import { arrivalOf } from './appointment-arrival';
import { appointmentCancelled, appointmentNotFound, checkInClosed } from './check-in-errors';
import { checkInEntryToken } from './check-in-token';

export interface StaffCheckIn {
  entry: StaffEntry;
  /** This call made the entry (201); false: the appointment had checked in before (200). */
  created: boolean;
}

export interface PatientCheckIn {
  entry: PatientEntry & { token: string };
  /** A bearer token of the patient's temporary account, as self-registration hands out. */
  bearer: string;
  created: boolean;
}

/**
 * Staff check an appointment in (calendar, start page, the waiting room's today list): any time of
 * its day on the business's clock, else 422 CHECK_IN_CLOSED; a cancelled one 409.
 */
export async function checkInByStaff(
  deps: QueueDeps,
  membership: Membership,
  appointmentId: string,
): Promise<StaffCheckIn> {
  const { context } = deps;
  const db = context.database.db;
  const business = await findBusiness(db, membership.businessId);
  if (!business) throw businessNotFound();
  const row = await findAppointment(db, business.id, appointmentId);
  if (!row) throw appointmentNotFound();
  if (row.status === 'cancelled') throw appointmentCancelled();
  if (!staffMayCheckIn(row.startsAt, context.clock.now(), business.timeZone)) throw checkInClosed();
  const entered = await enterAppointment(deps, arrivalOf(row), undefined);
  const views = await presentEntryViews(deps, entered.entry, entered.patient);
  return { entry: views.staff, created: entered.created };
}

/**
 * The patient checks in from their booking's manage link ("I am here"): from 60 minutes before
 * the start until its end (422 CHECK_IN_CLOSED otherwise). They get the
 * entry's patient room (its token) and a temporary account, as after scanning the QR code; again,
 * the same entry and link.
 */
export async function checkInByPatient(
  deps: QueueDeps,
  manageToken: string,
  languageId: string | undefined,
): Promise<PatientCheckIn> {
  const { context } = deps;
  const db = context.database.db;
  const { row } = await findBooking({ db, clock: context.clock, realtime: context.realtime }, manageToken);
  if (row.status === 'cancelled') throw appointmentCancelled();
  const window = patientCheckInWindow({ start: row.startsAt, end: row.endsAt }, context.clock.now());
  if (window.state !== 'open') throw checkInClosed();
  const token = checkInEntryToken(manageToken);
  let madeSession: string | undefined;
  const link: MakeLink = async (tx, patient) => {
    const account = await createTemporaryUser(
      { db: tx, clock: context.clock, config: context.config },
      {
        firstName: patient.firstName,
        lastName: patient.lastName,
        ...(isLanguageId(languageId) ? { languageId } : {}),
      },
    );
    madeSession = account.token;
    return { tokenHash: hashToken(token), userId: account.userId };
  };
  const entered = await enterAppointment(deps, arrivalOf(row), link);
  const entry = entered.created ? entered.entry : await linkEntry(deps, entered, link);
  const views = await presentEntryViews(deps, entry, entered.patient);
  // A link made now came with its account's session; checking in again opens another for that account.
  const bearer = madeSession ?? (await startSession({ db, clock: context.clock }, entry.userId as string));
  return { entry: { ...views.patient, token }, bearer, created: entered.created };
}
