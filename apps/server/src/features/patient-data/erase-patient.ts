import { isUuid } from '../../db/is-uuid';
import { findBusiness } from '../businesses/businesses.service';
import { forgetMailRecipients } from '../mail/forget-mail-recipient';
import * as patients from '../patients/patients.service';
import { releaseSlot } from '../scheduling/release-slot';
import {
  cancelFutureAppointments,
  countFutureAppointments,
  deleteTemporaryUsers,
  detachPatientHistory,
  findBookingContacts,
  listTemporaryEntryUsers,
} from './erasure.repository';
import { sendErasureDoneMail } from './erasure-done-mail';
import { completeOpenRequests, findLatestRequest } from './erasure-requests.repository';
import type { PatientDataDeps } from './patient-data-deps';
import { patientHasFutureAppointments, patientNotFound } from './patient-data-errors';

export interface ErasePatientInput {
  businessId: string;
  patientId: string;
  /** Cancel their future booked appointments with the erasure (else 409 while any exists). */
  cancelFuture: boolean;
  /** The staff member who erased; null when the 30-day job did. */
  byUserId: string | null;
}

/**
 * Erases a patient (GDPR Art. 17, issue 20): their record and every personal value about them go;
 * their appointments and visits stay as anonymous rows for the statistics (erasure.repository.ts).
 * Refused with 409 PATIENT_HAS_FUTURE_APPOINTMENTS while a future booking exists, unless
 * `cancelFuture`: then those are cancelled in the same transaction and their times freed for the
 * waitlist, without a cancellation mail (nobody is left to write to). When the patient had asked
 * for the erasure, they get one generic "done" mail at the address they left.
 */
export async function erasePatient(deps: PatientDataDeps, input: ErasePatientInput): Promise<void> {
  const { businessId, patientId } = input;
  if (!isUuid(patientId)) throw patientNotFound();
  const now = deps.clock.now();
  const erased = await deps.db.transaction(async (tx) => {
    // Waits for a registration or booking that is pointing a new row at the patient, then takes it along.
    const patient = await patients.findPatient(tx, businessId, patientId, { lock: 'update' });
    if (!patient) throw patientNotFound();
    const future = await countFutureAppointments(tx, patientId, now);
    if (future > 0 && !input.cancelFuture) throw patientHasFutureAppointments(future);
    for (const cancelled of await cancelFutureAppointments(tx, patientId, input.byUserId, now)) {
      await releaseSlot(tx, cancelled, now);
    }
    const request = await findLatestRequest(tx, patientId);
    const contacts = await findBookingContacts(tx, patientId);
    const temporaryUsers = await listTemporaryEntryUsers(tx, patientId);
    const history = await detachPatientHistory(tx, businessId, patientId, now);
    await completeOpenRequests(tx, patientId, input.byUserId, now);
    await patients.deletePatient(tx, businessId, patientId);
    await deleteTemporaryUsers(tx, temporaryUsers);
    const emails = [...contacts.emails, ...(patient.email ? [patient.email] : [])];
    await forgetMailRecipients(tx, emails, now);
    return {
      history,
      temporaryUsers,
      // Only a patient who asked hears that it is done; the address is not kept past this mail.
      doneMail:
        request?.status === 'open' && (patient.email ?? contacts.emails[0])
          ? {
              to: (patient.email ?? contacts.emails[0]) as string,
              firstName: patient.firstName,
              languageId: contacts.languageId,
            }
          : undefined,
    };
  });
  deps.realtime.appointmentsChanged(businessId);
  if (erased.history.openEntryIds.length > 0)
    deps.realtime.leaveQueue(businessId, erased.history.openEntryIds);
  if (erased.temporaryUsers.length > 0) deps.realtime.disconnectUsers(erased.temporaryUsers);
  if (erased.doneMail) {
    const business = await findBusiness(deps.db, businessId);
    if (business) await sendErasureDoneMail(deps, business, erased.doneMail);
  }
}
