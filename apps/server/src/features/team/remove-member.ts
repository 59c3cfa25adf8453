import { canManageRole } from '@qtify/shared/domain/team-policy';
import type { Membership } from '../memberships/membership';
import { endMembership, membershipOf } from '../memberships/memberships.service';
import type { TeamDeps } from './team-deps';
import { memberNotFound, ownerMustTransfer, roleTooHigh } from './team-errors';

/**
 * Ends a membership at once (DELETE …/members/:userId, or the member leaving): the next request
 * of theirs is refused, and their open sockets leave the business's room on every instance.
 */
async function endAndCut(
  deps: Pick<TeamDeps, 'db' | 'clock' | 'realtime'>,
  target: Membership,
): Promise<void> {
  const ended = await deps.db.transaction((tx) => endMembership(tx, target, deps.clock.now()));
  if (!ended) throw memberNotFound();
  await deps.realtime.leaveBusiness(target.userId, target.businessId);
}

/** A manager or owner removes a member below them; the owner cannot be removed. */
export async function removeMember(
  deps: Pick<TeamDeps, 'db' | 'clock' | 'realtime'>,
  caller: Membership,
  userId: string,
): Promise<void> {
  const target = await membershipOf(deps.db, userId, caller.businessId);
  if (!target) throw memberNotFound();
  if (target.role === 'owner') throw ownerMustTransfer();
  if (target.userId !== caller.userId && !canManageRole(caller.role, target.role)) throw roleTooHigh();
  await endAndCut(deps, target);
}

/** A member leaves the business (DELETE …/membership); the owner transfers it first. */
export async function leaveBusiness(
  deps: Pick<TeamDeps, 'db' | 'clock' | 'realtime'>,
  caller: Membership,
): Promise<void> {
  if (caller.role === 'owner') throw ownerMustTransfer();
  await endAndCut(deps, caller);
}
