import { z } from 'zod';
import { BUSINESS_ROLES } from '../domain/business-roles';
import { INDUSTRIES } from '../domain/industry';
import { ZCompany, ZShop } from './business-schemas';
import { ZEmail, ZFirstName, ZLastName, ZPassword } from './field-schemas';
import { ZLanguage, ZLanguageId } from './language-schemas';

// Request bodies of the accounts API (API.md "Accounts"). Rules that answer 422 (password policy,
// repeated password, old password required) are checked by the service, not here, so that their
// codes reach the client as the contract says.

const ZOptionalPassword = z.string('required').max(128, 'tooLong');

export const ZSignupBody = z.object({
  firstName: ZFirstName,
  lastName: ZLastName,
  email: ZEmail,
  password: ZPassword,
  passwordRepeat: ZOptionalPassword,
  languageId: ZLanguageId.optional(),
});

export const ZLoginBody = z.object({
  email: z.string('required').trim().min(1, 'emailRequired').max(254, 'tooLong'),
  password: z.string('required').min(1, 'passwordRequired').max(128, 'tooLong'),
});

export const ZUpdateUserBody = z.object({
  firstName: ZFirstName.optional(),
  lastName: ZLastName.optional(),
  languageId: ZLanguageId.optional(),
  notificationsEnabled: z.boolean().optional(),
  /** One of the user's businesses (404 otherwise); it becomes `company`/`shop`. */
  activeBusinessId: z.string('notFound').min(1, 'notFound').max(64, 'notFound').optional(),
});

export const ZChangePasswordBody = z.object({
  oldPassword: ZOptionalPassword.optional(),
  newPassword: ZPassword,
  newPasswordRepeat: ZOptionalPassword,
});

export const ZForgotPasswordBody = z.object({ email: ZEmail });

export const ZResetPasswordBody = z.object({
  token: z.string('required').min(1, 'required').max(200, 'tooLong'),
  password: ZPassword,
  passwordRepeat: ZOptionalPassword,
});

/** The token of a `/verify-email?token=…` link. */
export const ZVerifyEmailBody = z.object({
  token: z.string('required').min(1, 'required').max(200, 'tooLong'),
});

export const ZUpgradeBody = z.object({
  email: ZEmail,
  password: ZPassword,
  passwordRepeat: ZOptionalPassword,
});

/** GET /api/auth/user: `_id` equals `id` (the spec's clients read either); never a password or hash. */
/** One of the signed-in user's businesses, as the current-user answer lists them (the switcher). */
export const ZUserMembership = z
  .object({
    businessId: z.string(),
    name: z.string(),
    industry: z.enum(INDUSTRIES),
    role: z.enum(BUSINESS_ROLES),
    doctorId: z.string().nullable(),
  })
  .meta({ id: 'UserMembership' });
export type UserMembership = z.infer<typeof ZUserMembership>;

export const ZUser = z
  .object({
    id: z.string(),
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    temporary: z.boolean(),
    /** Whether the user followed the link of the verification mail (false for temporary accounts). */
    emailVerified: z.boolean(),
    notificationsEnabled: z.boolean(),
    language: ZLanguage,
    /** The user's active business (null without one), in the spec's two shapes. */
    company: ZCompany.nullable(),
    shop: ZShop.nullable(),
    /** Every business the user belongs to, with their role there (the business switcher). */
    memberships: z.array(ZUserMembership),
  })
  .meta({ id: 'User' });

export const ZUserResponse = z.object({ success: z.literal(true), user: ZUser });

/** Login and signup answer the bearer token in `data` (spec). */
export const ZTokenResponse = z.object({ success: z.literal(true), data: z.string() });

export type SignupBody = z.infer<typeof ZSignupBody>;
export type LoginBody = z.infer<typeof ZLoginBody>;
export type UpdateUserBody = z.infer<typeof ZUpdateUserBody>;
export type ChangePasswordBody = z.infer<typeof ZChangePasswordBody>;
export type ForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;
export type ResetPasswordBody = z.infer<typeof ZResetPasswordBody>;
export type UpgradeBody = z.infer<typeof ZUpgradeBody>;
export type VerifyEmailBody = z.infer<typeof ZVerifyEmailBody>;
export type User = z.infer<typeof ZUser>;
