import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import type { TFunction } from 'i18next';

/** A role's name in the page's language and the business's wording ("Servicekraft" in a restaurant). */
export function roleLabel(t: TFunction, role: BusinessRole, industry: string): string {
  return t(`member:businesses.roles.${role}`, { context: industry });
}
