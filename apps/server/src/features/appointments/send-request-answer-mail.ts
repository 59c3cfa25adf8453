import { businessLinks } from '@qtify/shared/domain/business-links';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { siteOrigin } from '../../site-origin';
import { cancellationMail } from './cancellation-mail';
import { confirmedMail } from './confirmed-mail';
import { loadAppointmentMail } from './load-appointment-mail';

/**
 * Tells the patient staff's answer to their booking request, after the answer: confirmed (with the
 * `.ics`) or declined (with the link to book again). A member's action on one appointment they
 * see: not counted against the public mail budget.
 */
export function queueRequestAnswerMail(
  context: AppContext,
  request: {
    businessId: string;
    appointmentId: string;
    answer: 'confirmed' | 'declined';
    log: FastifyBaseLogger;
  },
): void {
  context.tasks.run('booking request answer mail', async () => {
    const deps = { db: context.database.db, config: context.config };
    const mail = await loadAppointmentMail(deps, request.businessId, request.appointmentId);
    if (!mail) return;
    const now = context.clock.now();
    if (request.answer === 'confirmed') {
      await context.mailer.send(confirmedMail({ ...mail, now }));
      return;
    }
    const bookAgainLink = `${siteOrigin(context.config)}${businessLinks(mail.businessPublicId).book}`;
    await context.mailer.send(cancellationMail({ ...mail, now, by: 'declined', bookAgainLink }));
  });
}
