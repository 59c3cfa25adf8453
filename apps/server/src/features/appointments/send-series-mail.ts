import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { siteOrigin } from '../../site-origin';
import { loadAppointmentMail } from './load-appointment-mail';
import { seriesMail } from './series-mail';

/**
 * Sends the one confirmation of a weekly series staff booked, after the answer: every instance with
 * its own manage link. Staff typed the address, so it is not counted against the public budget.
 */
export function queueSeriesMail(
  context: AppContext,
  request: {
    businessId: string;
    instances: { appointmentId: string; manageToken: string }[];
    log: FastifyBaseLogger;
  },
): void {
  context.tasks.run('series confirmation mail', async () => {
    const deps = { db: context.database.db, config: context.config };
    const origin = siteOrigin(context.config);
    const instances = [];
    for (const { appointmentId, manageToken } of request.instances) {
      const mail = await loadAppointmentMail(deps, request.businessId, appointmentId);
      if (!mail) return;
      const link = `${origin}/bookingflow/booking?token=${manageToken}`;
      instances.push({
        mail,
        appointmentId,
        start: mail.start,
        end: mail.end,
        sequence: mail.sequence,
        link,
      });
    }
    const first = instances[0]?.mail;
    if (!first) return;
    await context.mailer.send(seriesMail({ ...first, now: context.clock.now(), instances }));
  });
}
