import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import { type Action, can } from '@qtify/shared/domain/team-policy';
import type { CurrentUser } from './queries/current-user';

/** The user's role in their active business, or null without one. */
export function activeRole(user: Pick<CurrentUser, 'company' | 'memberships'> | null): BusinessRole | null {
  const businessId = user?.company?.id;
  return user?.memberships?.find((membership) => membership.businessId === businessId)?.role ?? null;
}

/**
 * Whether the user may do this in their active business (team-policy.ts): the web hides what the
 * role may not do; the server refuses it all the same.
 */
export function mayInActiveBusiness(
  user: Pick<CurrentUser, 'company' | 'memberships'> | null,
  action: Action,
) {
  const role = activeRole(user);
  return role !== null && can(role, action);
}
