/**
 * What a user is to a business, highest first. The creator of a business is its owner (one per
 * business); a manager runs the practice's setup and team; reception runs the desk (queue,
 * calendar, patients); a practitioner treats (linked to a doctor, sees their day). What each may
 * do is decided in team-policy.ts.
 */
export const BUSINESS_ROLES = ['owner', 'manager', 'reception', 'practitioner'] as const;

export type BusinessRole = (typeof BUSINESS_ROLES)[number];

/** Roles an invitation or a role change may give: ownership only passes by transfer. */
export const INVITABLE_ROLES = [
  'manager',
  'reception',
  'practitioner',
] as const satisfies readonly BusinessRole[];

export type InvitableRole = (typeof INVITABLE_ROLES)[number];
