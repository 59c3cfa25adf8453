import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { AppDatabase } from '../../db/database';
import type { AppointmentRow, PatientRow } from '../../db/schema/appointments';
import type { BusinessRow } from '../../db/schema/businesses';
import type { AppointmentTypeWithDoctors } from '../appointment-types/appointment-types.repository';
import { slotTaken, slotUnavailable } from '../appointments/appointment-errors';
import { insertAppointment } from '../appointments/appointments.repository';
import { computeFreeSlots } from '../appointments/compute-free-slots';

export interface SlotChoice {
  business: BusinessRow;
  type: AppointmentTypeWithDoctors;
  start: Date;
  doctorId?: string | undefined;
  patient: PatientRow;
  note?: string | undefined;
  manageTokenHash: string;
  now: Date;
}

/**
 * Books a slot the business offers, inside the caller's transaction. The slot is re-computed from
 * the database here and never taken from the client: a start off the grid, outside working time,
 * in an absence or in the past is refused (422), one already booked is 409. Two transactions that
 * both see the slot free still cannot both commit: the exclusion constraint stops the second.
 */
export async function bookSlot(tx: AppDatabase, choice: SlotChoice): Promise<AppointmentRow> {
  const { business, type, start } = choice;
  const candidates = choice.doctorId ? [choice.doctorId] : type.doctorIds;
  if (choice.doctorId && !type.doctorIds.includes(choice.doctorId)) throw slotUnavailable('doctorId');
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
  const slot = free.find((candidate) => candidate.start === start.getTime());
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
      manageTokenHash: choice.manageTokenHash,
      changedBy: null,
    },
    choice.now,
  );
}
