import { preferredLanguage } from '@qtify/shared/i18n/accept-language';
import type { Booking, BookingBody } from '@qtify/shared/schemas/booking-schemas';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { isConstraintViolation } from '../../db/is-constraint-violation';
import { isUuid } from '../../db/is-uuid';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { phoneRequired } from '../appointments/appointment-errors';
import { newOpaqueToken } from '../auth/opaque-token';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import { idempotencyKeyReused, requestHash } from '../idempotency/idempotency-key';
import { findStoredAnswer, storeAnswer } from '../idempotency/stored-answers';
import { upsertPatient } from '../patients/patients.service';
import type { Realtime } from '../realtime/realtime';
import { reserveSlot } from '../scheduling/reserve-slot';
import { slotUnavailable } from '../scheduling/scheduling-errors';
import { bookingRulesScope } from './booking-rules-scope';
import { findKnownPatient } from './find-known-patient';
import { presentBooking } from './present-booking';

export interface CreateBookingDeps {
  db: AppDatabase;
  clock: Clock;
  /** Tells the business's open calendars that a booking arrived. */
  realtime: Pick<Realtime, 'appointmentsChanged'>;
  config: { limits: Pick<Config['limits'], 'openBookingsPerContact'> };
}

export interface CreatedBooking {
  status: 201;
  booking: Booking;
  /** Only for a new booking, not for a replay: the caller sends the confirmation mail. */
  created?: { email: string; businessId: string };
}

/**
 * A patient books online (POST /api/public/businesses/:publicId/bookings). With an Idempotency-Key,
 * a retry with the same body gets the first answer again, also when the first attempt is still
 * running: its failure (e.g. the slot taken by the first attempt itself) turns into the replay.
 * The booking keeps `body.language`, else the one Accept-Language prefers.
 */
export async function createBooking(
  deps: CreateBookingDeps,
  publicId: string,
  body: BookingBody,
  idempotencyKey?: string,
  acceptLanguage?: string,
): Promise<CreatedBooking> {
  const business = await findPublicBusiness(deps.db, publicId);
  if (!business) throw businessNotFound();
  // The whole body, partySize included: the same key for another party size is another request.
  const hash = requestHash(body);
  const replay = async () => {
    if (!idempotencyKey) return undefined;
    const stored = await findStoredAnswer(deps.db, business.id, 'booking', idempotencyKey);
    if (!stored) return undefined;
    if (stored.requestHash !== hash) throw idempotencyKeyReused();
    return { status: 201 as const, booking: stored.response as Booking };
  };

  const earlier = await replay();
  if (earlier) return earlier;
  if (!body.phone) throw phoneRequired();
  if (!isUuid(body.typeId)) throw slotUnavailable('typeId');
  if (body.doctorId !== undefined && !isUuid(body.doctorId)) throw slotUnavailable('doctorId');
  const phone = body.phone;
  const now = deps.clock.now();
  // The patient's mails speak the language they booked in; without one, the business's.
  const languageId = body.language ?? preferredLanguage(acceptLanguage) ?? null;

  try {
    const created = await deps.db.transaction(async (tx) => {
      const type = await findTypeWithDoctors(tx, business.id, body.typeId);
      if (!type) throw slotUnavailable('typeId');
      const contact = { phone, email: body.email };
      const scope = bookingRulesScope(business, type);
      const known = scope.rules.knownPatientsOnly ? await findKnownPatient(tx, business.id, body) : undefined;
      const { token, tokenHash } = newOpaqueToken();
      const row = await reserveSlot(
        tx,
        {
          businessId: business.id,
          doctorIds: type.doctorIds,
          doctorId: body.doctorId,
          start: new Date(body.start),
          durationMinutes: type.durationMinutes,
          partySize: body.partySize,
          now,
          rule: {
            kind: 'offered',
            business,
            contactLimit: { contact, max: deps.config.limits.openBookingsPerContact },
            bookingRules: scope,
          },
        },
        {
          // The contact details stay with the booking; a known patient's record keeps its own.
          create: async () => {
            const patient =
              known ??
              (await upsertPatient(
                tx,
                business.id,
                // A birthdate given lets the patient check in by name on the QR page or the kiosk.
                { firstName: body.firstName, lastName: body.lastName, ...contact, birthdate: body.birthdate },
                now,
                { updateEmail: false },
              ));
            return {
              patientId: patient.id,
              typeId: type.id,
              title: type.title,
              note: body.note ?? null,
              manageTokenHash: tokenHash,
              changedBy: null,
              bookedOnline: true,
              contactPhone: contact.phone,
              contactEmail: contact.email ?? null,
              languageId,
              // No doctor chosen: the waitlist may offer a freed time of any doctor of the type.
              anyDoctor: body.doctorId === undefined,
              confirmation: scope.rules.needsConfirmation ? 'requested' : null,
            };
          },
        },
      );
      const doctor = row.doctorId ? await findDoctor(tx, business.id, row.doctorId) : undefined;
      const booking = presentBooking(row, business, doctor?.name ?? null, token);
      if (idempotencyKey) {
        await storeAnswer(
          tx,
          business.id,
          'booking',
          idempotencyKey,
          { requestHash: hash, statusCode: 201, response: booking },
          now,
        );
      }
      return {
        status: 201 as const,
        booking,
        ...(body.email ? { created: { email: body.email, businessId: business.id } } : {}),
      };
    });
    deps.realtime.appointmentsChanged(business.id);
    return created;
  } catch (error) {
    const first = await replay();
    if (first) return first;
    // The doctor or type was deleted while this booking ran.
    if (isConstraintViolation(error, '23503')) throw slotUnavailable();
    throw error;
  }
}
