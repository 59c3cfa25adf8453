import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { allowPublicMail } from '../mail/public-mail-budget';
import { bookingMail } from './booking-mail';
import { loadAppointmentMail } from './load-appointment-mail';

export interface BookingMailRequest {
  businessId: string;
  appointmentId: string;
  manageToken: string;
  /** Site origin the link points to (siteOrigin: PUBLIC_URL). */
  origin: string;
  /**
   * A public booking (anyone can name any address): the mail counts against the recipient's
   * budget of public mails and is skipped beyond it. Staff bookings are not budgeted.
   */
  budgeted: boolean;
  /** A patient's own reschedule: the mail says the appointment moved. */
  rescheduled?: boolean;
  log: FastifyBaseLogger;
}

/** Sends the confirmation after the answer (a slow mail server never holds up a booking). */
export function queueBookingMail(context: AppContext, request: BookingMailRequest): void {
  context.tasks.run('booking confirmation mail', async () => {
    const mail = await loadAppointmentMail(
      { db: context.database.db, config: context.config },
      request.businessId,
      request.appointmentId,
    );
    if (!mail) return;
    const now = context.clock.now();
    if (
      request.budgeted &&
      !(await allowPublicMail({ db: context.database.db, config: context.config }, mail.to, 'booking', now))
    ) {
      // The booking stands; only the mail is not sent. No address in the log.
      request.log.warn({ kind: 'booking' }, 'public mail budget of the recipient used up: mail not sent');
      return;
    }
    const link = `${request.origin}/bookingflow/booking?token=${request.manageToken}`;
    await context.mailer.send(bookingMail({ ...mail, now, link, rescheduled: request.rescheduled }));
  });
}
