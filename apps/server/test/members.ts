import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import type { App } from '../src/app';
import type { Database } from '../src/db/database';
import { addMembership } from '../src/features/memberships/memberships.service';
import { getUser, signUp } from './accounts';

export interface TestMember {
  token: string;
  userId: string;
  email: string;
}

/** A new user who is a member of the business with this role (added directly, no invitation). */
export async function addMember(
  app: App,
  database: Database,
  businessId: string,
  role: BusinessRole,
  options: { doctorId?: string; firstName?: string } = {},
): Promise<TestMember> {
  const { token, email } = await signUp(app, {
    firstName: options.firstName ?? 'Mia',
    lastName: 'Mitarbeiterin',
  });
  const userId: string = (await getUser(app, token)).json().user.id;
  await addMembership(
    database.db,
    { userId, businessId, role, doctorId: options.doctorId ?? null },
    new Date(),
  );
  return { token, userId, email };
}
