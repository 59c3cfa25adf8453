import type { Member } from '@qtify/shared/schemas/team-schemas';
import type { listMembersOf } from '../memberships/memberships.service';

type MemberRow = Awaited<ReturnType<typeof listMembersOf>>[number];

export function presentMember(row: MemberRow): Member {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    doctorId: row.doctorId,
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
  };
}
