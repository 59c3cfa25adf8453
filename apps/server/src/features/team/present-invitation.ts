import type { Invitation } from '@qtify/shared/schemas/team-schemas';
import type { InvitationRow } from '../../db/schema/invitations';

/** An invitation as the team screen lists it: never its token's hash. */
export function presentInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    doctorId: row.doctorId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
