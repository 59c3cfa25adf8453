import { isNameTooLong, splitFullName } from '@qtify/shared/domain/full-name';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import type { JoinQueueBody, PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import { findPatientsByName, insertPatient } from '../appointments/patients.repository';
import { createTemporaryUser } from '../auth/create-temporary-user';
import { newOpaqueToken } from '../auth/opaque-token';
import { businessNotFound } from '../businesses/business-errors';
import { findBusinessByPublicId } from '../businesses/businesses.repository';
import { partySizeFor } from './party-size-for';
import { presentPatientEntry } from './present-patient-entry';
import { insertQueueEntry, lockPatientName } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { birthdateRequired, fullNameRequired, nameTooLong } from './queue-errors';

export interface JoinedQueue {
  entry: PatientEntry & { token: string };
  /** The bearer token of the patient's new temporary account. */
  bearer: string;
}

/**
 * A patient registers from the QR code (POST /api/public/businesses/:publicId/queue): a temporary
 * account, the patient (found again by name and birth date) and their place at the end of the
 * queue, in one transaction. When a patient of that name exists, the birth date tells them apart
 * (409 BIRTHDATE_REQUIRED without one), so two Anna Bergers never share a history.
 */
export async function joinQueue(
  { context, publisher, snapshots }: QueueDeps,
  publicId: string,
  body: JoinQueueBody & { languageId?: string | undefined },
): Promise<JoinedQueue> {
  const db = context.database.db;
  const business = await findBusinessByPublicId(db, publicId);
  if (!business) throw businessNotFound();
  const name = splitFullName(body.fullName);
  if (!name) throw fullNameRequired();
  if (isNameTooLong(name)) throw nameTooLong();
  const now = context.clock.now();
  const languageId = body.languageId && isLanguageId(body.languageId) ? body.languageId : undefined;

  const { entry, bearer, token } = await db.transaction(async (tx) => {
    await lockPatientName(tx, business.id, name.firstName, name.lastName);
    const namesakes = await findPatientsByName(tx, business.id, name.firstName, name.lastName, {
      lock: true,
    });
    if (namesakes.length > 0 && !body.birthdate) throw birthdateRequired();
    const patient =
      namesakes.find((candidate) => candidate.birthdate === body.birthdate) ??
      (await insertPatient(
        tx,
        business.id,
        { ...name, birthdate: body.birthdate ?? null, phone: null, svnr: null, note: null },
        now,
      ));
    const user = await createTemporaryUser(
      { db: tx, clock: context.clock, config: context.config },
      { ...name, ...(languageId ? { languageId } : {}) },
    );
    const { token, tokenHash } = newOpaqueToken();
    const entry = await insertQueueEntry(
      tx,
      {
        businessId: business.id,
        patientId: patient.id,
        userId: user.userId,
        tokenHash,
        partySize: partySizeFor(business.industry, body.partySize),
      },
      now,
    );
    return { entry, bearer: user.token, token };
  });

  publisher.publish(business.id);
  // Loaded once for this answer and, from the cache, for the publisher's fan-out.
  const snapshot = await snapshots.snapshot(business.id);
  if (!snapshot) throw businessNotFound();
  return { entry: { ...presentPatientEntry(entry, name.firstName, snapshot), token }, bearer };
}
