import { isNameTooLong, splitFullName } from '@qtify/shared/domain/full-name';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import type { JoinQueueBody, PatientEntry } from '@qtify/shared/schemas/queue-schemas';
import { createTemporaryUser } from '../auth/create-temporary-user';
import { newOpaqueToken } from '../auth/opaque-token';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { idempotencyKeyReused, requestHash } from '../idempotency/idempotency-key';
import { findStoredAnswer, lockIdempotencyKey, storeAnswer } from '../idempotency/stored-answers';
import { findPatientsByName, insertPatient } from '../patients/patients.service';
import { announceEntry } from './announce-entry';
import { entryTicket } from './entry-ticket';
import { partySizeFor } from './party-size-for';
import { positionInTransaction } from './position-in-transaction';
import { presentPatientEntry } from './present-patient-entry';
import { insertQueueEntry, lockPatientName } from './queue.repository';
import type { QueueDeps } from './queue-deps';
import { birthdateRequired, fullNameRequired, nameTooLong, queuePaused } from './queue-errors';
import { bumpQueueVersion } from './queue-version.repository';

export interface JoinedQueue {
  entry: PatientEntry & { token: string };
  /** The bearer token of the patient's new temporary account. */
  bearer: string;
}

type JoinBody = JoinQueueBody & { languageId?: string | undefined };

/**
 * A patient registers from the QR code (POST /api/public/businesses/:publicId/queue): a temporary
 * account, the patient (found again by name and birth date) and their place at the end of the
 * queue, in one transaction. When a patient of that name exists, the birth date tells them apart
 * (409 BIRTHDATE_REQUIRED without one), so two Anna Bergers never share a history. While staff
 * paused self-registration it answers 423 QUEUE_PAUSED. With an Idempotency-Key a retry of the
 * same body gets the first answer again (tokens included), also while the first still runs.
 */
export async function joinQueue(
  deps: QueueDeps,
  publicId: string,
  body: JoinBody,
  idempotencyKey?: string,
): Promise<JoinedQueue> {
  const { context, places } = deps;
  const db = context.database.db;
  const business = await findPublicBusiness(db, publicId);
  if (!business) throw businessNotFound();
  const name = splitFullName(body.fullName);
  if (!name) throw fullNameRequired();
  if (isNameTooLong(name)) throw nameTooLong();
  // The name and the estimate's minutes for the answer, as this instance knows them.
  const place = await places.get(business.id);
  if (!place) throw businessNotFound();
  const now = context.clock.now();
  const languageId = body.languageId && isLanguageId(body.languageId) ? body.languageId : undefined;
  const hash = requestHash(body);

  const result = await db.transaction(async (tx) => {
    if (idempotencyKey) {
      await lockIdempotencyKey(tx, business.id, 'join', idempotencyKey);
      const stored = await findStoredAnswer(tx, business.id, 'join', idempotencyKey);
      if (stored && stored.requestHash !== hash) throw idempotencyKeyReused();
      if (stored) return { replay: true as const, joined: stored.response as JoinedQueue };
    }
    // A retry replays even after staff paused: its patient is in already.
    if (business.selfRegistration === 'paused') throw queuePaused();
    const version = await bumpQueueVersion(tx, business.id);
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
        ticket: await entryTicket(tx, business, now),
        partySize: partySizeFor(business.industry, body.partySize),
      },
      now,
    );
    const position = await positionInTransaction(deps, tx, business.id, version, entry.sortKey);
    const joined: JoinedQueue = {
      entry: { ...presentPatientEntry(entry, name.firstName, place, position), token },
      bearer: user.token,
    };
    if (idempotencyKey) {
      const answer = { requestHash: hash, statusCode: 201, response: joined };
      await storeAnswer(tx, business.id, 'join', idempotencyKey, answer, now);
    }
    return {
      replay: false as const,
      joined,
      committed: { before: undefined, after: entry, patient, position },
    };
  });

  if (result.replay) return result.joined;
  await announceEntry(deps, result.committed);
  return result.joined;
}
