import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { businesses } from '../../db/schema/businesses';
import { type InvitationRow, invitations } from '../../db/schema/invitations';

export async function insertInvitation(
  db: AppDatabase,
  values: Omit<InvitationRow, 'id' | 'acceptedAt' | 'acceptedBy'>,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  return row!;
}

/** The business's invitations not yet accepted nor expired, newest first. */
export function listPendingInvitationRows(db: AppDatabase, businessId: string, now: Date) {
  return db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.businessId, businessId),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .orderBy(desc(invitations.createdAt));
}

export async function deleteInvitationRow(db: AppDatabase, businessId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(
      and(eq(invitations.businessId, businessId), eq(invitations.id, id), isNull(invitations.acceptedAt)),
    )
    .returning({ id: invitations.id });
  return rows.length > 0;
}

/** A usable invitation (unused, unexpired) by its token's hash, with its business's name and industry. */
export async function findUsableInvitation(db: AppDatabase, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: invitations, businessName: businesses.name, industry: businesses.industry })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(
      and(
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the invitation used, if nobody used it meanwhile: single use even under a race. */
export async function claimInvitation(
  db: AppDatabase,
  id: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
