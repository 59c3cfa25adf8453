import type { Business, CreateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { AppError } from '../../errors/app-error';
import type { AuthenticatedUser } from '../auth/authenticate-token';
import { findUser, setActiveBusiness } from '../auth/users.service';
import { addMembership } from '../memberships/memberships.service';
import { createDefaultWorkflow } from '../workflows/workflows.service';
import { guestsCannotCreateBusinesses } from './business-errors';
import { BUSINESSES_PUBLIC_ID_KEY, insertBusiness } from './businesses.repository';
import type { BusinessesDeps } from './businesses-deps';
import { presentBusiness } from './present-business';

// 50 random bits make a collision of public ids improbable, not impossible; a few draws settle it.
const PUBLIC_ID_ATTEMPTS = 3;

/**
 * Creates a business owned by the caller and makes it their active one (POST /api/businesses).
 * Industry, colour theme and time zone default in the table; the language is the creator's.
 */
export async function createBusiness(
  deps: Pick<BusinessesDeps, 'db' | 'clock' | 'newPublicId'>,
  caller: AuthenticatedUser,
  body: CreateBusinessBody,
): Promise<Business> {
  if (caller.temporary) throw guestsCannotCreateBusinesses();
  const user = await findUser(deps.db, caller.id);
  if (!user) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
  const now = deps.clock.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await deps.db.transaction(async (tx) => {
        const business = await insertBusiness(tx, {
          publicId: deps.newPublicId(),
          name: body.name,
          industry: body.industry,
          colorTheme: body.colorTheme,
          timeZone: body.timeZone,
          languageId: body.languageId ?? user.languageId,
          createdAt: now,
          updatedAt: now,
        });
        await addMembership(tx, { userId: user.id, businessId: business.id, role: 'owner' }, now);
        // Today's waiting room as its one line: a business that configures nothing sees no change.
        await createDefaultWorkflow(tx, business.id, now);
        await setActiveBusiness(tx, user.id, business.id, now);
        return business;
      });
      return presentBusiness(row, 'owner');
    } catch (error) {
      // The failed transaction rolled back; the next attempt starts clean with a new id.
      if (attempt < PUBLIC_ID_ATTEMPTS && isUniqueViolation(error, BUSINESSES_PUBLIC_ID_KEY)) continue;
      throw error;
    }
  }
}
