import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { allowPublicMail } from '../mail/public-mail-budget';
import { loadAppointmentMail } from './load-appointment-mail';
import { movedMail } from './moved-mail';

/**
 * Tells the patient of a moved appointment its new time, after the answer. An address a public
 * booking gave is budgeted like every public mail (it may be a stranger's).
 */
export function queueMovedMail(
  context: AppContext,
  request: { businessId: string; appointmentId: string; log: FastifyBaseLogger },
): void {
  context.tasks.run('appointment moved mail', async () => {
    const deps = { db: context.database.db, config: context.config };
    const mail = await loadAppointmentMail(deps, request.businessId, request.appointmentId);
    if (!mail) return;
    const now = context.clock.now();
    if (mail.bookedOnline && !(await allowPublicMail(deps, mail.to, 'booking-moved', now))) {
      request.log.warn(
        { kind: 'booking-moved' },
        'public mail budget of the recipient used up: mail not sent',
      );
      return;
    }
    await context.mailer.send(movedMail({ ...mail, now }));
  });
}
