import type { WaitlistOffer } from '@qtify/shared/schemas/waitlist-schemas';
import { findTypeWithDoctors } from '../appointment-types/appointment-types.service';
import { findDoctor } from '../doctors/doctors.service';
import { isOfferOpen, loadOffer, type WaitlistOfferDeps } from './take-offer';

/**
 * GET /api/public/waitlist-offers/:token: what the offer's page shows before the patient takes it.
 * Reading never takes it: mail scanners open links, only the page's button does.
 */
export async function getOffer(deps: WaitlistOfferDeps, token: string): Promise<WaitlistOffer> {
  const loaded = await loadOffer(deps, token);
  const { offer, slot, business, row } = loaded;
  const type = row.typeId ? await findTypeWithDoctors(deps.db, business.id, row.typeId) : undefined;
  const minutes = type?.durationMinutes ?? (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
  const doctor = await findDoctor(deps.db, business.id, slot.doctorId);
  const status = offer.takenAt ? 'taken' : isOfferOpen(loaded, deps.clock.now()) ? 'open' : 'gone';
  return {
    start: slot.start.toISOString(),
    end: new Date(slot.start.getTime() + minutes * 60_000).toISOString(),
    title: row.title,
    doctorName: doctor?.name ?? null,
    businessName: business.name,
    businessPublicId: business.publicId,
    timeZone: business.timeZone,
    currentStart: row.startsAt.toISOString(),
    status,
  };
}
