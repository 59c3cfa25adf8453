import { DEFAULT_LANGUAGE, LANGUAGES } from '@qtify/shared/i18n/languages';
import type { User } from '@qtify/shared/schemas/auth-schemas';
import type { UserRow } from '../../db/schema/users';

/** The user as `GET /api/auth/user` answers it (ZUser): never the password hash. */
export function presentUser(row: UserRow): User {
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
    notificationsEnabled: row.notificationsEnabled,
    language: { id: language.id, text: language.text },
    // ACTIVE BUSINESS: users.active_business_id is where the businesses issue hangs the
    // company/shop of this answer (load the business, check the membership, fill both).
    company: null,
    shop: null,
  };
}
