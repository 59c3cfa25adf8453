import { and, eq, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { type PatientPortalLinkRow, patientPortalLinks } from '../../db/schema/prescriptions';

// The patients' personal links (only the SHA-256 of each token is stored).

export async function revokeActiveLinks(
  db: AppDatabase,
  businessId: string,
  patientId: string,
  now: Date,
): Promise<void> {
  await db
    .update(patientPortalLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(patientPortalLinks.businessId, businessId),
        eq(patientPortalLinks.patientId, patientId),
        isNull(patientPortalLinks.revokedAt),
      ),
    );
}

export async function insertLink(
  db: AppDatabase,
  values: Pick<PatientPortalLinkRow, 'businessId' | 'patientId' | 'tokenHash' | 'createdBy' | 'createdAt'>,
): Promise<void> {
  await db.insert(patientPortalLinks).values(values);
}

export async function findActiveLink(
  db: AppDatabase,
  businessId: string,
  patientId: string,
): Promise<PatientPortalLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(patientPortalLinks)
    .where(
      and(
        eq(patientPortalLinks.businessId, businessId),
        eq(patientPortalLinks.patientId, patientId),
        isNull(patientPortalLinks.revokedAt),
      ),
    );
  return row;
}

/** The active link of a token's hash. */
export async function findLinkByTokenHash(
  db: AppDatabase,
  tokenHash: string,
): Promise<PatientPortalLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(patientPortalLinks)
    .where(and(eq(patientPortalLinks.tokenHash, tokenHash), isNull(patientPortalLinks.revokedAt)));
  return row;
}
