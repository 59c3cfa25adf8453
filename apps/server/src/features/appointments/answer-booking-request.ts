import { isUuid } from '../../db/is-uuid';
import type { AppointmentRow } from '../../db/schema/appointments';
import { AppError } from '../../errors/app-error';
import type { Membership } from '../memberships/membership';
import { appointmentNotFound } from './appointment-errors';
import { answerRequestRow, findAppointmentRow } from './appointments.repository';
import type { AppointmentsDeps } from './appointments-deps';

const notARequest = () =>
  new AppError(409, 'CONFLICT', 'The appointment is no open booking request', {
    fields: { confirmation: 'notRequested' },
  });

/**
 * POST …/appointments/:appointmentId/confirm and …/decline: staff answer a booking that needed
 * confirmation. Declining cancels it (the slot it held is free again). Any member may: the desk
 * runs the calendar. A second answer, or one to an appointment that was no request, is 409.
 */
export async function answerBookingRequest(
  deps: AppointmentsDeps,
  membership: Membership,
  appointmentId: string,
  answer: 'confirmed' | 'declined',
): Promise<AppointmentRow> {
  if (!isUuid(appointmentId)) throw appointmentNotFound();
  const row = await findAppointmentRow(deps.db, membership.businessId, appointmentId);
  if (!row) throw appointmentNotFound();
  const answered = await answerRequestRow(
    deps.db,
    membership.businessId,
    row.id,
    answer,
    membership.userId,
    deps.clock.now(),
  );
  if (!answered) throw notARequest();
  deps.realtime.appointmentsChanged(membership.businessId);
  return answered;
}
