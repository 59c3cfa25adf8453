import { isPublicId } from '@qtify/shared/domain/public-id';
import type { AppDatabase } from '../../db/database';
import type { BusinessRow } from '../../db/schema/businesses';
import { businessNotFound } from './business-errors';
import { findBusinessByPublicId } from './businesses.repository';

/** The business behind a public link (`:publicId`), or 404 NOT_FOUND: the first answer of every public write. */
export async function findPublicPlace(db: AppDatabase, publicId: string): Promise<BusinessRow> {
  const row = isPublicId(publicId) ? await findBusinessByPublicId(db, publicId) : undefined;
  if (!row) throw businessNotFound();
  return row;
}
