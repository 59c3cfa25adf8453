import { DEFAULT_LANGUAGE, LANGUAGES } from '@qtify/shared/i18n/languages';
import type { User, UserMembership } from '@qtify/shared/schemas/auth-schemas';
import type { BusinessRow } from '../../db/schema/businesses';
import type { UserRow } from '../../db/schema/users';
import { presentShop } from './present-shop';

/**
 * The user as `GET /api/auth/user` answers it (ZUser): never the password hash. `activeBusiness`
 * is the business they work in now (company and shop are the spec's two views of it).
 */
export function presentUser(
  row: UserRow,
  activeBusiness: Pick<BusinessRow, 'id' | 'name' | 'industry'> | undefined,
  memberships: UserMembership[] = [],
): User {
  const language =
    LANGUAGES.find((candidate) => candidate.id === row.languageId) ??
    LANGUAGES.find((candidate) => candidate.id === DEFAULT_LANGUAGE)!;
  return {
    id: row.id,
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    temporary: row.temporary,
    emailVerified: row.emailVerifiedAt !== null,
    notificationsEnabled: row.notificationsEnabled,
    language: { id: language.id, text: language.text },
    company: activeBusiness ? { id: activeBusiness.id, name: activeBusiness.name } : null,
    shop: activeBusiness ? presentShop(activeBusiness) : null,
    memberships,
  };
}
