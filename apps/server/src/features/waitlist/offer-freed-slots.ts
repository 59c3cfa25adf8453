import { canChangeOnline } from '@qtify/shared/domain/cancel-deadline';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppDatabase } from '../../db/database';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { loadAppointmentMail } from '../appointments/load-appointment-mail';
import { newOpaqueToken } from '../auth/opaque-token';
import { bookingRulesScope } from '../booking/booking-rules-scope';
import { findBusiness } from '../businesses/businesses.service';
import { findDoctor } from '../doctors/doctors.service';
import type { Mailer } from '../mail/mailer';
import { claimFreedSlots, type FreedSlot } from '../scheduling/freed-slots';
import { fullBookingDates } from '../scheduling/full-booking-dates';
import { isSlotOffered } from '../scheduling/is-slot-offered';
import { tablesForParty } from '../scheduling/tables-for-party';
import { offerMail } from './offer-mail';
import { findWaitlistCandidates, insertOffer } from './waitlist.repository';

export interface WaitlistJobDeps {
  db: AppDatabase;
  config: Pick<Config, 'mailFrom' | 'publicUrl'>;
  mailer: Mailer;
  /** The configured public base URL (siteOrigin), never a request's Host. */
  origin: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * The waitlist job (pg-boss, every minute, with `now` injected): each time given up since the last
 * run is claimed once, and, when the booking page would offer it now, every waitlisted booking it
 * would bring forward gets one offer mail with a one-click link. A crash after the claim loses
 * that slot's offers rather than ever mailing them twice. Returns how many offers were mailed.
 */
export async function offerFreedSlots(deps: WaitlistJobDeps, now: Date): Promise<number> {
  let mailed = 0;
  for (const slot of await claimFreedSlots(deps.db, now)) {
    mailed += await offerSlot(deps, slot, now);
  }
  return mailed;
}

async function offerSlot(deps: WaitlistJobDeps, slot: FreedSlot, now: Date): Promise<number> {
  const business = await findBusiness(deps.db, slot.businessId);
  const type = business ? await findTypeWithDoctors(deps.db, business.id, slot.typeId) : undefined;
  if (!business || !type?.doctorIds.includes(slot.doctorId)) return 0;
  const scope = bookingRulesScope(business, type);
  const day = localDateOf(slot.start.getTime(), business.timeZone);
  const days = { from: day, to: day, timeZone: business.timeZone };
  const rules = { ...scope.rules, fullDates: await fullBookingDates(deps.db, scope, days) };
  const offered = await isSlotOffered(
    deps.db,
    {
      doctorId: slot.doctorId,
      start: slot.start,
      durationMinutes: type.durationMinutes,
      timeZone: business.timeZone,
      now,
    },
    rules,
  );
  if (!offered) return 0;
  const doctor = await findDoctor(deps.db, business.id, slot.doctorId);
  let mailed = 0;
  for (const candidate of await findWaitlistCandidates(deps.db, slot, now)) {
    // Past its cancellation deadline the booking cannot move online: no offer it could not take.
    if (!canChangeOnline(candidate.start, business.cancelDeadlineHours, now)) continue;
    // A restaurant's freed table is offered only to a party it seats.
    const seats = await tablesForParty(deps.db, business, [slot.doctorId], candidate.partySize ?? undefined);
    if (seats?.length === 0) continue;
    const { token, tokenHash } = newOpaqueToken();
    const offer = { freedSlotId: slot.id, appointmentId: candidate.appointmentId, tokenHash };
    if (!(await insertOffer(deps.db, offer, now))) continue;
    try {
      const mail = await loadAppointmentMail(deps, business.id, candidate.appointmentId);
      if (!mail) continue;
      await deps.mailer.send(
        offerMail({
          ...mail,
          start: slot.start,
          doctorName: doctor?.name ?? null,
          currentStart: mail.start,
          link: `${deps.origin}/bookingflow/booking?offer=${token}`,
        }),
      );
      mailed++;
    } catch (error) {
      deps.log?.error({ err: error }, 'waitlist offer mail failed');
    }
  }
  return mailed;
}
