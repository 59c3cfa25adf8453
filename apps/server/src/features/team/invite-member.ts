import { canManageRole } from '@qtify/shared/domain/team-policy';
import type { Invitation, InvitationBody } from '@qtify/shared/schemas/team-schemas';
import { siteOrigin } from '../../site-origin';
import { newOpaqueToken } from '../auth/opaque-token';
import { findUser } from '../auth/users.service';
import { findBusiness } from '../businesses/businesses.service';
import type { Membership } from '../memberships/membership';
import { listMembersOf } from '../memberships/memberships.service';
import { checkDoctor } from './check-doctor';
import { invitationMail } from './invitation-mail';
import { insertInvitation, listPendingInvitationRows } from './invitations.repository';
import { presentInvitation } from './present-invitation';
import type { TeamDeps } from './team-deps';
import { alreadyMember, roleTooHigh } from './team-errors';

/** An invitation link is valid this long (API.md "Team"). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Invites someone by e-mail with a role below the caller's (POST …/invitations): stores the
 * token's hash and mails `/invitation?token=…` on the configured site origin, in the business's
 * language. An address that is already a member, or already invited, is refused (409).
 */
export async function inviteMember(
  deps: TeamDeps,
  caller: Membership,
  body: { email: string; role: InvitationBody['role']; doctorId?: string | null },
): Promise<Invitation> {
  if (!canManageRole(caller.role, body.role)) throw roleTooHigh();
  await checkDoctor(deps.db, caller.businessId, body.doctorId);
  const now = deps.clock.now();
  const [members, pending] = await Promise.all([
    listMembersOf(deps.db, caller.businessId),
    listPendingInvitationRows(deps.db, caller.businessId, now),
  ]);
  const taken = (email: string | null) => email?.toLowerCase() === body.email;
  if (members.some((member) => taken(member.email)) || pending.some((row) => taken(row.email))) {
    throw alreadyMember();
  }
  const { token, tokenHash } = newOpaqueToken();
  const row = await insertInvitation(deps.db, {
    businessId: caller.businessId,
    email: body.email,
    role: body.role,
    doctorId: body.doctorId ?? null,
    invitedBy: caller.userId,
    tokenHash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
  });
  const [business, inviter] = await Promise.all([
    findBusiness(deps.db, caller.businessId),
    findUser(deps.db, caller.userId),
  ]);
  const mail = invitationMail({
    to: body.email,
    inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : '',
    businessName: business?.name ?? '',
    industry: business?.industry ?? 'business',
    role: body.role,
    languageId: business?.languageId ?? 'de',
    link: `${siteOrigin(deps.config)}/invitation?token=${token}`,
  });
  // After the answer, as the other mails are: a slow mail server does not hold the screen up.
  deps.tasks.run('invitation mail', () => deps.mailer.send(mail));
  return presentInvitation(row);
}
