import type { Invitation } from '@qtify/shared/schemas/team-schemas';
import { isUuid } from '../../db/is-uuid';
import type { Membership } from '../memberships/membership';
import { deleteInvitationRow, listPendingInvitationRows } from './invitations.repository';
import { presentInvitation } from './present-invitation';
import type { TeamDeps } from './team-deps';
import { invitationNotFound } from './team-errors';

/** The business's pending invitations, newest first (GET …/invitations). */
export async function listInvitations(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  caller: Membership,
): Promise<Invitation[]> {
  const rows = await listPendingInvitationRows(deps.db, caller.businessId, deps.clock.now());
  return rows.map(presentInvitation);
}

/** Revokes a pending invitation: its link stops working (DELETE …/invitations/:invitationId). */
export async function revokeInvitation(
  deps: Pick<TeamDeps, 'db'>,
  caller: Membership,
  invitationId: string,
): Promise<void> {
  if (!isUuid(invitationId) || !(await deleteInvitationRow(deps.db, caller.businessId, invitationId))) {
    throw invitationNotFound();
  }
}
