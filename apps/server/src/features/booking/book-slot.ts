import type { FreeSlot } from '@qtify/shared/domain/free-slots';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import type { AppointmentRow, PatientRow } from '../../db/schema/appointments';
import type { BusinessRow } from '../../db/schema/businesses';
import type { AppointmentTypeWithDoctors } from '../appointment-types/appointment-types.repository';
import { partyTooLarge, slotTaken, slotUnavailable } from '../appointments/appointment-errors';
import { insertAppointment } from '../appointments/appointments.repository';
import { computeFreeSlots } from '../appointments/compute-free-slots';
import { tablesForParty } from './tables-for-party';

export interface SlotChoice {
  business: BusinessRow;
  type: AppointmentTypeWithDoctors;
  start: Date;
  doctorId?: string | undefined;
  patient: PatientRow;
  note?: string | undefined;
  /** Persons of a restaurant's party: only tables that seat them, the best fit first. */
  partySize?: number | undefined;
  /** The phone and e-mail the patient gave: kept with the booking, its mails go there. */
  contact: { phone: string; email?: string | undefined };
  manageTokenHash: string;
  now: Date;
}

/**
 * Books a slot the business offers online, inside the caller's transaction. The slot is re-computed from
 * the database here and never taken from the client: a start off the grid, outside working time,
 * in an absence or in the past is refused (422), one already booked is 409. Two transactions that
 * both see the slot free still cannot both commit: the exclusion constraint stops the second.
 * A restaurant's party gets, of the tables free at that start, the smallest that seats it (422
 * PARTY_TOO_LARGE when no table of the type does); other industries ignore the party size.
 */
export async function bookSlot(tx: AppDatabase, choice: SlotChoice): Promise<AppointmentRow> {
  const { business, type, start } = choice;
  if (choice.doctorId && !type.doctorIds.includes(choice.doctorId)) throw slotUnavailable('doctorId');
  const ranked = await tablesForParty(tx, business, type.doctorIds, choice.partySize);
  if (ranked?.length === 0) throw partyTooLarge();
  if (ranked && choice.doctorId && !ranked.includes(choice.doctorId)) throw partyTooLarge();
  const candidates = choice.doctorId ? [choice.doctorId] : (ranked ?? type.doctorIds);
  const day = localDateOf(start.getTime(), business.timeZone);
  const request = {
    doctorIds: candidates,
    durationMinutes: type.durationMinutes,
    from: day,
    to: day,
    timeZone: business.timeZone,
    now: choice.now,
  };
  const free = await computeFreeSlots(tx, request);
  const slot = firstFreeAt(free, start.getTime(), ranked);
  if (!slot) {
    const offered = await computeFreeSlots(tx, { ...request, ignoreBusy: true });
    throw offered.some((candidate) => candidate.start === start.getTime()) ? slotTaken() : slotUnavailable();
  }
  return insertAppointment(
    tx,
    {
      businessId: business.id,
      doctorId: slot.doctorId,
      patientId: choice.patient.id,
      typeId: type.id,
      title: type.title,
      startsAt: new Date(slot.start),
      endsAt: new Date(slot.end),
      note: choice.note ?? null,
      partySize: ranked ? (choice.partySize ?? null) : null,
      manageTokenHash: choice.manageTokenHash,
      changedBy: null,
      bookedOnline: true,
      contactPhone: choice.contact.phone,
      contactEmail: choice.contact.email ?? null,
    },
    choice.now,
  );
}

/** The slot at `start`: on the best-fitting table when they are ranked, else the first (by id). */
function firstFreeAt(free: FreeSlot[], start: number, ranked: string[] | undefined): FreeSlot | undefined {
  const atStart = free.filter((candidate) => candidate.start === start);
  if (!ranked) return atStart[0];
  return ranked.map((id) => atStart.find((slot) => slot.doctorId === id)).find((slot) => slot !== undefined);
}
