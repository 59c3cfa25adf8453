import { canManageRole } from '@qtify/shared/domain/team-policy';
import type { Member, MemberPatchBody } from '@qtify/shared/schemas/team-schemas';
import type { Membership } from '../memberships/membership';
import { changeMembership, membershipOf } from '../memberships/memberships.service';
import { checkDoctor } from './check-doctor';
import { listMembers } from './list-members';
import type { TeamDeps } from './team-deps';
import { memberNotFound, roleTooHigh } from './team-errors';

/**
 * Changes a member's role or linked doctor (PATCH …/members/:userId). The caller manages only
 * roles below their own, both the member's present one and the new one; ownership moves by transfer.
 * Linking a doctor to oneself is allowed to anyone who manages members (an owner who also treats).
 */
export async function changeMember(
  deps: Pick<TeamDeps, 'db'>,
  caller: Membership,
  userId: string,
  changes: MemberPatchBody,
): Promise<Member> {
  const target = await membershipOf(deps.db, userId, caller.businessId);
  if (!target) throw memberNotFound();
  const self = target.userId === caller.userId;
  const roleChange = changes.role !== undefined && changes.role !== target.role;
  if (roleChange && !(canManageRole(caller.role, target.role) && canManageRole(caller.role, changes.role!))) {
    throw roleTooHigh();
  }
  if (!self && !canManageRole(caller.role, target.role)) throw roleTooHigh();
  await checkDoctor(deps.db, caller.businessId, changes.doctorId);
  await changeMembership(deps.db, target, changes);
  const members = await listMembers(deps, caller);
  const member = members.find((candidate) => candidate.userId === userId);
  if (!member) throw memberNotFound();
  return member;
}
