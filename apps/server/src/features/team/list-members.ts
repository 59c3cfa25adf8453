import type { Member } from '@qtify/shared/schemas/team-schemas';
import type { Membership } from '../memberships/membership';
import { listMembersOf } from '../memberships/memberships.service';
import { presentMember } from './present-member';
import type { TeamDeps } from './team-deps';

/** The business's members with role, linked doctor and last activity (GET …/members). */
export async function listMembers(deps: Pick<TeamDeps, 'db'>, caller: Membership): Promise<Member[]> {
  const rows = await listMembersOf(deps.db, caller.businessId);
  return rows.map(presentMember);
}
