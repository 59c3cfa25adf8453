import { businessLinks } from '@qtify/shared/domain/business-links';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { siteOrigin } from '../../site-origin';
import { allowPublicMail } from '../mail/public-mail-budget';
import { cancellationMail } from './cancellation-mail';
import { loadAppointmentMail } from './load-appointment-mail';

export interface CancellationMailRequest {
  businessId: string;
  appointmentIds: string[];
  by: 'patient' | 'place';
  /**
   * Whether each mail counts against its recipient's budget of public mails: a patient's cancel (a
   * public action) and a bulk cancel of a flood (whose addresses strangers may have typed) do; staff
   * cancelling one appointment they see do not.
   */
  budgeted: boolean;
  log: FastifyBaseLogger;
}

/**
 * Mails each patient of the cancelled appointments, after the answer, one after the other. When
 * budgeted, each counts against its recipient's budget of public mails (a flood may have named
 * strangers), so cancelling the flood must not mail-bomb them.
 */
export function queueCancellationMails(context: AppContext, request: CancellationMailRequest): void {
  if (request.appointmentIds.length === 0) return;
  context.tasks.run('cancellation mails', async () => {
    const deps = { db: context.database.db, config: context.config };
    let skipped = 0;
    for (const appointmentId of request.appointmentIds) {
      const mail = await loadAppointmentMail(deps, request.businessId, appointmentId);
      if (!mail) continue;
      const now = context.clock.now();
      if (request.budgeted && !(await allowPublicMail(deps, mail.to, 'booking-cancelled', now))) {
        skipped += 1;
        continue;
      }
      const bookAgainLink = `${siteOrigin(context.config)}${businessLinks(mail.businessPublicId).book}`;
      await context.mailer.send(cancellationMail({ ...mail, now, by: request.by, bookAgainLink }));
    }
    if (skipped > 0)
      request.log.warn(
        { kind: 'booking-cancelled', skipped },
        'public mail budget of recipients used up: mails not sent',
      );
  });
}
