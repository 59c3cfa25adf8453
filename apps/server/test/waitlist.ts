import { offerFreedSlots } from '../src/features/waitlist/offer-freed-slots';
import { uniqueEmail } from './accounts';
import { type BookableBusiness, bookingBody, publicBooking } from './bookable-business';
import type { TestApp } from './test-app';

export const WAITLIST_ORIGIN = 'https://qtify.example';

let phones = 0;

/** A public booking of `start` by a patient of their own phone and e-mail; `waitlist` joins it. */
export async function bookPatient(
  t: TestApp,
  place: BookableBusiness,
  start: string,
  options: { waitlist?: boolean; doctorId?: string; language?: string; partySize?: number } = {},
) {
  phones++;
  const email = uniqueEmail('wait');
  const response = await publicBooking(
    t.app,
    place.business.publicId,
    bookingBody(place.type.id, start, {
      email,
      phone: `0664 ${String(1_000_000 + phones)}`,
      ...(options.doctorId ? { doctorId: options.doctorId } : {}),
      ...(options.language ? { language: options.language } : {}),
      ...(options.partySize ? { partySize: options.partySize } : {}),
    }),
  );
  if (response.statusCode !== 201)
    throw new Error(`booking answered ${response.statusCode}: ${response.body}`);
  const booking = response.json().booking as { id: string; start: string; manageToken: string };
  if (options.waitlist) {
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${booking.manageToken}/waitlist`,
    });
    if (joined.statusCode !== 201) throw new Error(`waitlist answered ${joined.statusCode}`);
  }
  return { ...booking, email };
}

/** One run of the waitlist job at `now` (default: the test clock), sending through the app's recording mailer. */
export function runWaitlistJob(t: TestApp, now = t.clock.now()) {
  return offerFreedSlots(
    { db: t.database.db, config: t.config, mailer: t.mailer, origin: WAITLIST_ORIGIN },
    now,
  );
}

/** The offer token of the latest offer mail to `email`, if any. */
export function offerToken(t: TestApp, email: string): string | undefined {
  const link = t.mailer
    .to(email)
    .map((mail) => mail.link ?? '')
    .filter((link) => link.includes('?offer='))
    .at(-1);
  return link?.split('?offer=')[1];
}

/** The offer mails `email` got. */
export function offerMails(t: TestApp, email: string) {
  return t.mailer.to(email).filter((mail) => mail.link?.includes('?offer='));
}

export function takeOffer(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: `/api/public/waitlist-offers/${token}/take` });
}
