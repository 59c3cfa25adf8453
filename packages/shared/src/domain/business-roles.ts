/**
 * What a user is to a business. An owner may delete it; staff run it day to day. The creator of a
 * business is its owner.
 */
export const BUSINESS_ROLES = ['owner', 'staff'] as const;

export type BusinessRole = (typeof BUSINESS_ROLES)[number];
