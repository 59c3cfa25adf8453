import type { Membership } from '../memberships/membership';
import { changeMembership, membershipOf } from '../memberships/memberships.service';
import type { TeamDeps } from './team-deps';
import { memberNotFound } from './team-errors';

/**
 * The owner hands the business to another member (POST …/transfer-ownership): they become its
 * owner and the previous owner a manager, in one transaction (a business has exactly one owner).
 */
export async function transferOwnership(
  deps: Pick<TeamDeps, 'db'>,
  caller: Membership,
  userId: string,
): Promise<void> {
  if (userId === caller.userId) return;
  const target = await membershipOf(deps.db, userId, caller.businessId);
  if (!target) throw memberNotFound();
  await deps.db.transaction(async (tx) => {
    // The partial unique index allows one owner at a time: step down first.
    await changeMembership(tx, caller, { role: 'manager' });
    await changeMembership(tx, target, { role: 'owner' });
  });
}
