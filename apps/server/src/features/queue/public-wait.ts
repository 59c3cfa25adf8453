import { isWaitingStatus } from '@qtify/shared/domain/queue-position';
import { estimateWaitRange } from '@qtify/shared/domain/wait-range';
import type { PublicWait } from '@qtify/shared/schemas/queue-schemas';
import { businessNotFound } from '../businesses/business-errors';
import { findPublicBusiness } from '../businesses/businesses.service';
import { waitingIn } from './line-index';
import type { QueueDeps } from './queue-deps';

/**
 * The live wait on a business's public page: everyone waiting now, and the estimate for someone
 * joining the default line now (the one self-registration joins). From this instance's view of the
 * place (place-cache.ts), so a page polling it costs no queue query.
 */
export async function publicWait(deps: QueueDeps, publicId: string): Promise<PublicWait> {
  const business = await findPublicBusiness(deps.context.database.db, publicId);
  if (!business) throw businessNotFound();
  const place = await deps.places.get(business.id);
  if (!place) throw businessNotFound();
  let waiting = 0;
  for (const entry of place.open.values()) if (isWaitingStatus(entry.status)) waiting += 1;
  const firstLine = place.lines.workflows[0]?.stages[0]?.id ?? null;
  return {
    waiting,
    estimatedWaitRange: estimateWaitRange(waitingIn(place, firstLine).length, place.perPerson),
  };
}
