import type { AppDatabase } from '../../db/database';
import * as repository from './freed-slots.repository';

// The times given up (releaseSlot records them), as the waitlist reaches them: through here.

export type FreedSlot = repository.FreedSlot;

/** The freed slots not yet offered, each handed out once (see the repository), ahead of `now`. */
export function claimFreedSlots(db: AppDatabase, now: Date): Promise<FreedSlot[]> {
  return repository.claimFreedSlots(db, now);
}

export function findFreedSlot(db: AppDatabase, id: string): Promise<FreedSlot | undefined> {
  return repository.findFreedSlot(db, id);
}
