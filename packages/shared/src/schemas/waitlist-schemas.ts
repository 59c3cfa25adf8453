import { z } from 'zod';

/** The token of a waitlist offer's link (`/bookingflow/booking?offer=…`). */
export const ZOfferTokenParams = z.object({ token: z.string() });

/** A freed earlier time offered to a waitlisted booking, as the offer's page shows it. */
export const ZWaitlistOffer = z
  .object({
    start: z.string(),
    end: z.string(),
    title: z.string(),
    doctorName: z.string().nullable(),
    businessName: z.string(),
    businessPublicId: z.string(),
    timeZone: z.string(),
    /** The booking's time now (after taking: the offered one). */
    currentStart: z.string(),
    /** open: can be taken; taken: this patient took it; gone: someone else did, or it began. */
    status: z.enum(['open', 'taken', 'gone']),
  })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof ZWaitlistOffer>;

export const ZWaitlistOfferResponse = z.object({ success: z.literal(true), offer: ZWaitlistOffer });
