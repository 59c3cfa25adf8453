import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { loadAppointmentMail } from './load-appointment-mail';
import { movedMail } from './moved-mail';

/**
 * Tells the patient of an appointment staff moved its new time, after the answer. A member's
 * action on one appointment they see: not counted against the public mail budget (a patient's own
 * reschedule, a public action, would be). Also the patient's taking of a waitlist offer
 * (`byPatient`): one mail per offer they were sent, to the booking's own address.
 */
export function queueMovedMail(
  context: AppContext,
  request: { businessId: string; appointmentId: string; byPatient?: boolean; log: FastifyBaseLogger },
): void {
  context.tasks.run('appointment moved mail', async () => {
    const deps = { db: context.database.db, config: context.config };
    const mail = await loadAppointmentMail(deps, request.businessId, request.appointmentId);
    if (!mail) return;
    await context.mailer.send(movedMail({ ...mail, now: context.clock.now(), byPatient: request.byPatient }));
  });
}
