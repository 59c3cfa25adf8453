import { z } from 'zod';
import { BUSINESS_ROLES, INVITABLE_ROLES } from '../domain/business-roles';
import { INDUSTRIES } from '../domain/industry';
import { ZEmail } from './field-schemas';

// API.md "Team": members, invitations, ownership, the audit log (issue 19).

export const ZBusinessRole = z.enum(BUSINESS_ROLES, 'invalidRole');
export const ZInvitableRole = z.enum(INVITABLE_ROLES, 'invalidRole');
const ZDoctorId = z.uuid('unknownDoctor');
// Not business-schemas' ZIndustry: these schemas stay small for the web's lazy chunks.
const ZIndustry = z.enum(INDUSTRIES);

export const ZMember = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    /** None for a guest account (they cannot be invited, but an old row may exist). */
    email: z.string().nullable(),
    role: ZBusinessRole,
    doctorId: z.string().nullable(),
    /** Coarse: updated at most every few minutes. */
    lastActiveAt: z.string().nullable(),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof ZMember>;

export const ZMembersResponse = z.object({ success: z.literal(true), members: z.array(ZMember) });
export const ZMemberParams = z.object({ businessId: z.string(), userId: z.string() });
export const ZMemberPatchBody = z
  .object({ role: ZInvitableRole.optional(), doctorId: ZDoctorId.nullable().optional() })
  .refine((body) => body.role !== undefined || body.doctorId !== undefined, 'nothingToChange');
export type MemberPatchBody = z.infer<typeof ZMemberPatchBody>;
export const ZMemberResponse = z.object({ success: z.literal(true), member: ZMember });
export const ZTransferOwnershipBody = z.object({ userId: z.uuid('notFound') });

export const ZInvitationBody = z.object({
  email: ZEmail,
  role: ZInvitableRole,
  doctorId: ZDoctorId.nullable().optional(),
});
export type InvitationBody = z.input<typeof ZInvitationBody>;

/** A pending invitation as the team screen lists it (never its token). */
export const ZInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: ZInvitableRole,
    doctorId: z.string().nullable(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof ZInvitation>;

export const ZInvitationResponse = z.object({ success: z.literal(true), invitation: ZInvitation });
export const ZInvitationsResponse = z.object({ success: z.literal(true), invitations: z.array(ZInvitation) });
export const ZInvitationIdParams = z.object({ businessId: z.string(), invitationId: z.string() });
export const ZInvitationTokenParams = z.object({ token: z.string() });

/** What the invitation page shows before accepting: which business, which role. */
export const ZInvitationPreview = z
  .object({ businessName: z.string(), industry: ZIndustry, role: ZInvitableRole, email: z.string() })
  .meta({ id: 'InvitationPreview' });
export type InvitationPreview = z.infer<typeof ZInvitationPreview>;
export const ZInvitationPreviewResponse = z.object({
  success: z.literal(true),
  invitation: ZInvitationPreview,
});
export const ZInvitationAcceptResponse = z.object({
  success: z.literal(true),
  businessId: z.string(),
  role: ZBusinessRole,
});

export const ZAuditQuery = z.object({
  limit: z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(100, 'invalid').default(50),
  cursor: z.string().max(200, 'tooLong').optional(),
});
export const ZAuditEntry = z
  .object({
    at: z.string(),
    actorUserId: z.string().nullable(),
    /** The member's name now (the log itself keeps only the id). */
    actorName: z.string().nullable(),
    /** `<area>.<verb>`, e.g. `queue.update`, `members.remove`. */
    action: z.string(),
    subject: z.object({ type: z.string(), id: z.string().nullable(), patientId: z.string().nullable() }),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditResponse = z.object({
  success: z.literal(true),
  events: z.array(ZAuditEntry),
  nextCursor: z.string().nullable(),
});
