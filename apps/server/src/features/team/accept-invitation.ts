import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import type { Industry } from '@qtify/shared/domain/industry';
import type { InvitationPreview } from '@qtify/shared/schemas/team-schemas';
import { recordAudit } from '../audit/audit.service';
import { hashToken, isOpaqueToken } from '../auth/opaque-token';
import { setActiveBusiness } from '../auth/users.service';
import { addMembership, membershipOf } from '../memberships/memberships.service';
import { claimInvitation, findUsableInvitation } from './invitations.repository';
import type { TeamDeps } from './team-deps';
import { invalidInvitation } from './team-errors';

async function usableInvitation(deps: Pick<TeamDeps, 'db' | 'clock'>, token: string) {
  const found = isOpaqueToken(token)
    ? await findUsableInvitation(deps.db, hashToken(token), deps.clock.now())
    : undefined;
  if (!found) throw invalidInvitation();
  return found;
}

/** What the invitation page shows before accepting (GET /api/invitations/:token); 422 INVALID_TOKEN if unusable. */
export async function previewInvitation(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  token: string,
): Promise<InvitationPreview> {
  const { invitation, businessName, industry } = await usableInvitation(deps, token);
  return { businessName, industry: industry as Industry, role: invitation.role, email: invitation.email };
}

/**
 * The signed-in user joins the invitation's business with its role and doctor, and it becomes
 * their active business (POST /api/invitations/:token/accept). Single use: a used, expired,
 * revoked or unknown token answers 422 INVALID_TOKEN. Whoever holds the link may accept it (as
 * with any invitation link); the address it was sent to is shown on the page. Someone who is a
 * member already keeps their role; the link is used up all the same.
 */
export async function acceptInvitation(
  deps: Pick<TeamDeps, 'db' | 'clock'>,
  userId: string,
  token: string,
): Promise<{ businessId: string; role: BusinessRole }> {
  const { invitation } = await usableInvitation(deps, token);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (!(await claimInvitation(tx, invitation.id, userId, now))) throw invalidInvitation();
    const existing = await membershipOf(tx, userId, invitation.businessId);
    if (existing) return { businessId: existing.businessId, role: existing.role };
    const membership = {
      userId,
      businessId: invitation.businessId,
      role: invitation.role,
      doctorId: invitation.doctorId,
    };
    await addMembership(tx, membership, now);
    await setActiveBusiness(tx, userId, invitation.businessId, now);
    await recordAudit(
      tx,
      {
        businessId: invitation.businessId,
        actorUserId: userId,
        action: 'members.join',
        subjectType: 'members',
        subjectId: userId,
      },
      now,
    );
    return { businessId: invitation.businessId, role: invitation.role };
  });
}
